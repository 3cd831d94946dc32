import { ESCALATION_PHRASES } from '../../../shared/assistant';
import type {
  AssistantInput,
  AssistantProvider,
  AssistantReply,
  AssistantSettings,
} from '../../adapters/assistant-provider';
import { claimsDiagnosis } from './diagnosis-claims';
import { harmReply } from './harm-check';
import { checkHarm } from '../../platform/safety/harm-check';
import type { HarmModel } from '../../platform/safety/harm-classifier';
import {
  asksAboutKinwellTools,
  describesHarmNow,
  describesSituation,
  mentionsHarmOrBody,
} from '../../platform/safety/emergency-detector';
import { normaliseForRules } from '../../platform/safety/emergency-rules';
import { detectSmallTalk } from './small-talk';
import { applySafetyRules, emergencyLine, medicalReply } from './safety-rules';

/** A dose amount such as "5 mg" or "10mg": no provider may tell a family how much to give. */
const DOSE_AMOUNT = /\b\d+(?:\.\d+)?\s?(?:mg|milligrams?|mcg|micrograms?|ml|units)\b/gi;
/** …nor how many: "give her two tablets", "half a pill", "2 teaspoons". */
const DOSE_COUNT =
  /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|half|a half|half a|one and a half|another|an extra|\d+\/\d+) (?:more |extra |whole )?(?:pills?|tablets?|capsules?|caplets?|doses?|drops|puffs|teaspoons?|tablespoons?|patch(?:es)?|sachets?)\b/gi;

/** "10 mg", "10mg" and "10 milligrams" alike; "1 tablet" and "1 tablets". */
const amountKey = (amount: string): string =>
  amount
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/milligrams?/, 'mg')
    .replace(/micrograms?/, 'mcg')
    .replace(/(patch)es$/, '$1')
    .replace(/s$/, '');

const amountsIn = (text: string): string[] => [
  ...(text.match(DOSE_AMOUNT) ?? []),
  ...(text.match(DOSE_COUNT) ?? []),
];

/**
 * Gives a dose amount the circle's own records do not hold. Repeating what the family recorded
 * ("Donepezil 10 mg, 1 tablet at 8:00", from the facts a signed-in person may see) is not
 * advice; any other amount or count is.
 */
function givesDose(response: string, input: AssistantInput): boolean {
  const amounts = amountsIn(response);
  if (amounts.length === 0) return false;
  const recorded = new Set((input.facts ?? []).flatMap(amountsIn).map(amountKey));
  return amounts.some((amount) => !recorded.has(amountKey(amount)));
}

function fallbackReply(settings: AssistantSettings): AssistantReply {
  return {
    response: `I'm sorry, I don't have an answer for that right now. I can connect you with our team, and a care specialist will reply within 24 hours. You can also write to ${settings.supportEmail}.`,
    needsEscalation: true,
    topic: 'unknown',
  };
}

/** A greeting, a thank-you or a goodbye and nothing else. */
const isPleasantry = (message: string): boolean => {
  const kind = detectSmallTalk(message);
  return kind !== null && kind !== 'capability';
};

/** Topics the catch-all leaves alone: a medical answer already sends to a doctor; a person. */
const LEFT_ALONE = new Set(['medical', 'human']);

/** Plain text only: the widget shows replies as text, and nothing the user typed becomes markup. */
const toPlainText = (text: string): string => text.replace(/[<>]/g, '').trim();

/** Rules applied to whatever a provider said. */
function enforceAfter(
  reply: AssistantReply,
  input: AssistantInput,
  settings: AssistantSettings,
): AssistantReply {
  const response = toPlainText(reply.response);
  if (response.length === 0) return fallbackReply(settings);
  const facts = [...(input.facts ?? []), ...(reply.recorded ?? [])];
  if (givesDose(response, { ...input, facts })) return medicalReply('dosing', settings);
  if (claimsDiagnosis(response, input, settings.emergencyNumber)) {
    return medicalReply('diagnosis', settings);
  }
  const mentionsEscalation = ESCALATION_PHRASES.some((phrase) =>
    response.toLowerCase().includes(phrase),
  );
  return { ...reply, response, needsEscalation: reply.needsEscalation || mentionsEscalation };
}

/**
 * Wraps any provider with the safety rules: they answer first (emergencies, requests for a person,
 * dosing and diagnosis), and they check every reply the provider gives (no dose amounts, no
 * diagnosis claims). A reply the provider could
 * not give (topic unknown) to a message that mentions harm, danger or the body starts with the
 * emergency line.
 *
 * Beside the rules runs a second, independent harm check (harm-check.ts, a classifier trained on
 * the development questions): when it finds harm in a message the rules did not answer as an
 * emergency, the emergency line and guidance come first and the reply escalates. `harmModel`
 * replaces the committed model (cross-validation trains its own); `null` turns the check off.
 */
export function withSafetyRules(
  provider: AssistantProvider,
  settings: AssistantSettings,
  harmModel?: HarmModel | null,
): AssistantProvider {
  const rulesOnly = rulesFirst(provider, settings);
  if (harmModel === null) return rulesOnly;
  return {
    async reply(input) {
      const reply = await rulesOnly.reply(input);
      if (reply.topic === 'emergency' && reply.needsEscalation) return reply;
      // A question recognised as one about the circle's own records ("what changed today?") is
      // answered from them; the rules' catch-all above still reads it for harm.
      if (reply.topic === 'circle') return reply;
      // "hi", "thanks", "bye": nothing a greeting says can be harm; nor can a question that only
      // asks about Kinwell's own tools, as the rules read it ("what goes on the emergency sheet").
      if (isPleasantry(input.message)) return reply;
      if (asksAboutKinwellTools(normaliseForRules(input.message))) return reply;
      const check = checkHarm(input.message, harmModel);
      return check.harm ? harmReply(check, reply, settings) : reply;
    },
  };
}

/** The rules alone: before the provider, after it, and the catch-all. */
function rulesFirst(provider: AssistantProvider, settings: AssistantSettings): AssistantProvider {
  return {
    async reply(input) {
      const ruled = applySafetyRules(input, settings);
      if (ruled) return { ...ruled, response: toPlainText(ruled.response) };
      const reply = enforceAfter(await provider.reply(input), input, settings);
      // Not understood but it mentions harm, danger or the body, or answered but it describes harm
      // happening to someone: the emergency line comes first, and the reply escalates.
      const text = normaliseForRules(input.message);
      const asked = input.message.trim().endsWith('?');
      // What the passages matched, when a guide was chosen by reading the whole question: a guess
      // never narrows the catch-all.
      const topic = reply.matchedTopic ?? reply.topic;
      const catchAll =
        topic === 'unknown'
          ? mentionsHarmOrBody(text)
          : !LEFT_ALONE.has(topic) &&
            !reply.needsEscalation &&
            (describesHarmNow(text, asked) ||
              // An emergency guide answered a message describing someone now.
              (topic === 'emergency' && describesSituation(text, asked)));
      if (catchAll) {
        const named =
          reply.topic === 'emergency' && reply.response.includes(settings.emergencyNumber);
        return {
          response: named ? reply.response : `${emergencyLine(settings)} ${reply.response}`,
          needsEscalation: true,
          topic: 'emergency',
          isEmergency: true,
        };
      }
      return reply;
    },
  };
}
