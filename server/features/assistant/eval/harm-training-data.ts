import type { EmergencyKind } from '../../../platform/safety/emergency-words';
import type { TrainingExample } from '../../../platform/safety/harm-classifier';
import { EVAL_SETS, type EvalQuestion, loadEvalQuestions } from './run-eval';

/**
 * The sets the harm classifier may learn from: the tuned set and the development sets. Held-out
 * is never among them (docs/decisions/039): it is only measured.
 */
export const HARM_TRAINING_SETS = [
  'tuned',
  'development',
  'development-2',
  'development-3',
  'development-4',
  'everyday-development',
  'everyday-development-2',
  'everyday-development-3',
  'everyday-development-4',
  'everyday-development-5',
  'everyday-development-6',
] as const;
export type HarmTrainingSet = (typeof HARM_TRAINING_SETS)[number];

/** The evaluation's categories of emergency as the kinds the replies are written for. */
const KIND_OF_CATEGORY: Readonly<Record<string, EmergencyKind>> = {
  fall: 'fall',
  head_injury: 'fall',
  aggression: 'danger',
  wandering: 'missing',
  delirium: 'delirium',
  not_eating_drinking: 'not_eating',
  choking: 'choking',
  breathing: 'breathing',
  chest_pain: 'heart_or_stroke',
  stroke: 'heart_or_stroke',
  seizure: 'seizure',
  overdose_or_wrong_medicine: 'poisoning',
  fire: 'fire_or_gas',
  gas: 'fire_or_gas',
  abuse_or_neglect: 'abuse',
  suicide_or_self_harm: 'self_harm',
};

/** A described emergency: the expected answer is an emergency that escalates. */
export const isDescribedEmergency = (question: EvalQuestion): boolean =>
  question.expectedTopic === 'emergency' && question.expectedEscalation;

export function toTrainingExample(question: EvalQuestion): TrainingExample {
  const harm = isDescribedEmergency(question);
  const kind = harm && question.category ? KIND_OF_CATEGORY[question.category] : undefined;
  return kind ? { message: question.message, harm, kind } : { message: question.message, harm };
}

export function loadHarmTrainingSet(name: HarmTrainingSet): EvalQuestion[] {
  return loadEvalQuestions(EVAL_SETS[name]);
}

/** Every training question, set by set in the order above. */
export function loadHarmTrainingQuestions(): { set: HarmTrainingSet; question: EvalQuestion }[] {
  return HARM_TRAINING_SETS.flatMap((set) =>
    loadHarmTrainingSet(set).map((question) => ({ set, question })),
  );
}
