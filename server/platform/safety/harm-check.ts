import { EMERGENCY_KINDS, type EmergencyKind } from './emergency-words';
import { classifierText, harmProbability, type HarmModel, likeliestKind } from './harm-classifier';
import { conceptsIn, harmKind } from './harm-lexicon';
import trainedModel from './harm-model.json' with { type: 'json' };

/**
 * The second, independent harm check (docs/decisions/039). It runs beside the rules of
 * emergency-detector.ts and emergency-rules.ts, and the assistant's reply escalates when either
 * fires (server/features/assistant/with-safety-rules.ts). It is a classifier (harm-classifier.ts)
 * trained only on the tuned and development questions, with its threshold chosen by
 * cross-validation for recall (scripts/train-harm-classifier.ts), so it reaches phrasings nobody
 * wrote a rule for at the cost of some needless safety lines.
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
  // Words of despair always bring the 988 guidance.
  const concepts = conceptsIn(classifierText(message));
  if (concepts.includes('self_harm')) return { harm, probability, kind: 'self_harm' };
  // A kind's guidance only when the message itself names that kind: the model's guess alone
  // would tell someone who asked "and tomorrow?" to leave a burning house.
  const kinds = concepts.filter((concept) => KINDS.has(concept));
  const likeliest = likeliestKind(model, message);
  if (
    likeliest &&
    likeliest.probability >= KIND_CONFIDENCE &&
    (kinds as readonly string[]).includes(likeliest.kind)
  ) {
    return { harm, probability, kind: likeliest.kind };
  }
  return { harm, probability, kind: kinds.length === 1 ? harmKind(kinds) : null };
}
