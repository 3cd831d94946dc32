import type { AssistantReply, AssistantSettings } from '../../adapters/assistant-provider';
import { EMERGENCY_KINDS, type EmergencyKind } from './emergency-detector';
import { classifierText, harmProbability, type HarmModel, likeliestKind } from './harm-classifier';
import { conceptsIn, harmKind } from './harm-lexicon';
import trainedModel from './harm-model.json' with { type: 'json' };
import { emergencyLine, emergencyReply } from './safety-rules';

/**
 * The second, independent harm check (docs/decisions/039). It runs beside the rules of
 * emergency-detector.ts and safety-rules.ts, and the reply escalates when either fires. It is a
 * classifier (harm-classifier.ts) trained only on the tuned and development questions, with its
 * threshold chosen by cross-validation for recall (scripts/train-harm-classifier.ts), so it
 * reaches phrasings nobody wrote a rule for at the cost of some needless safety lines.
 */

/** The committed model, built by scripts/train-harm-classifier.ts. */
export const HARM_MODEL = trainedModel as HarmModel;

/** How sure the kind must be before its guidance follows the safety line. */
const KIND_CONFIDENCE = 0.6;

const KINDS: ReadonlySet<string> = new Set<EmergencyKind>(EMERGENCY_KINDS);

export interface HarmCheck {
  harm: boolean;
  probability: number;
  /** The kind of emergency, when the model can tell it; otherwise the general answer. */
  kind: EmergencyKind | null;
}

export function checkHarm(message: string, model: HarmModel = HARM_MODEL): HarmCheck {
  const probability = harmProbability(model, message);
  const harm = probability >= model.threshold;
  if (!harm) return { harm, probability, kind: null };
  const likeliest = likeliestKind(model, message);
  if (likeliest && likeliest.probability >= KIND_CONFIDENCE) {
    return { harm, probability, kind: likeliest.kind };
  }
  // Not sure of the kind: words of despair still bring the 988 guidance, and a message that
  // names exactly one kind gets its guidance; otherwise the general step.
  const concepts = conceptsIn(classifierText(message));
  const kinds = concepts.filter((concept) => KINDS.has(concept));
  if (concepts.includes('self_harm')) return { harm, probability, kind: 'self_harm' };
  return { harm, probability, kind: kinds.length === 1 ? harmKind(kinds) : null };
}

/**
 * The reply when the harm check fired and the rules did not: the emergency line before anything
 * else, then the guidance for the kind when it can be told (or the general step), then what the
 * assistant would have said, so a needless alarm still answers the question.
 */
export function harmReply(
  check: HarmCheck,
  reply: AssistantReply,
  settings: AssistantSettings,
): AssistantReply {
  const guidance = emergencyReply(check.kind ?? 'general', settings).response;
  const safety = guidance.startsWith(emergencyLine(settings))
    ? guidance
    : `${emergencyLine(settings)} ${guidance}`;
  return {
    response: `${safety}\n\n${reply.response}`,
    needsEscalation: true,
    topic: 'emergency',
  };
}
