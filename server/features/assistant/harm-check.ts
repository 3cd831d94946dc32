import type { AssistantReply, AssistantSettings } from '../../adapters/assistant-provider';
import type { HarmCheck } from '../../platform/safety/harm-check';
import { emergencyLine, emergencyReply } from './safety-rules';

/**
 * The reply when the harm check fired and the rules did not: the emergency line before anything
 * else ("If anyone is hurt or in danger, call 911 now"), then the guidance for the kind when the
 * message names one, then what the assistant would have said, so a needless alarm still answers
 * the question.
 */
export function harmReply(
  check: HarmCheck,
  reply: AssistantReply,
  settings: AssistantSettings,
): AssistantReply {
  // Without a kind, only the line: the general emergency steps ("stay with the person until help
  // comes") would tell a worried question that something is wrong when nothing may be.
  const guidance = check.kind ? emergencyReply(check.kind, settings).response : '';
  const safety = guidance.startsWith(emergencyLine(settings))
    ? guidance
    : `${emergencyLine(settings)} ${guidance}`.trim();
  return {
    response: `${safety}\n\n${reply.response}`,
    needsEscalation: true,
    topic: 'emergency',
    isEmergency: true,
  };
}
