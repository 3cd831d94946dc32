import type { CommunityCrisisKind } from '../../../shared/community';
import type { EmergencyKind } from './emergency-words';
import { checkHarm } from './harm-check';
import { detectEmergency } from './emergency-rules';

/**
 * What the platform's safety rules say of someone's words, for every feature: the assistant's
 * chat, the community, the desk. A contact request handed over from the chat is urgent when
 * anything the person wrote in it describes an emergency.
 */
export function describesEmergency(userMessages: readonly string[]): boolean {
  return userMessages.some((message) => detectEmergency(message) !== null);
}

/** How the community names each kind of emergency the chat's rules find (decision 069). */
const COMMUNITY_KIND: Record<EmergencyKind, CommunityCrisisKind> = {
  self_harm: 'self_harm',
  caregiver_risk: 'abuse',
  abuse: 'abuse',
  neglect: 'neglect',
  unresponsive: 'emergency',
  breathing: 'emergency',
  choking: 'emergency',
  seizure: 'emergency',
  heart_or_stroke: 'emergency',
  poisoning: 'emergency',
  fire_or_gas: 'emergency',
  danger: 'emergency',
  fall: 'emergency',
  missing: 'emergency',
  delirium: 'emergency',
  not_eating: 'emergency',
  general: 'emergency',
};

/**
 * The crisis someone's own words speak of (suicide or self-harm, abuse, neglect of the person
 * cared for, an emergency happening now), or null, for community posts and expert questions: the
 * chat's rules, and the independent harm check (decision 039) where it reads self-harm. The harm
 * check's other readings are tuned for the chat, where a needless safety line costs a sentence;
 * in the community each one would page the moderators and hold the post of someone who asked
 * about music after dinner (decisions 045, 069).
 */
export function crisisKindOf(text: string): CommunityCrisisKind | null {
  const kind = detectEmergency(text);
  if (kind !== null) return COMMUNITY_KIND[kind];
  const harm = checkHarm(text);
  return harm.harm && harm.kind === 'self_harm' ? 'self_harm' : null;
}
