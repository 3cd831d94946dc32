import { detectEmergency } from './safety-rules';
import { checkHarm } from './harm-check';

/**
 * What other features may ask of the assistant. A contact request handed over from the chat is
 * urgent when anything the person wrote in it describes an emergency.
 */
export function describesEmergency(userMessages: readonly string[]): boolean {
  return userMessages.some((message) => detectEmergency(message) !== null);
}

/**
 * Whether someone's own words speak of a crisis (suicide or self-harm, abuse, an emergency
 * happening now), for community posts: the chat's rules, and the independent harm check
 * (decision 039) where it reads self-harm. The harm check's other readings are tuned for the
 * chat, where a needless safety line costs a sentence; in the community each one would page the
 * moderators and alarm someone who asked about music after dinner (decision 045).
 */
export function describesCrisis(text: string): boolean {
  if (detectEmergency(text) !== null) return true;
  const harm = checkHarm(text);
  return harm.harm && harm.kind === 'self_harm';
}
