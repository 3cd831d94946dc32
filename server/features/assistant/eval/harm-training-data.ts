import type { EmergencyKind } from '../../../platform/safety/emergency-words';
import type { TrainingExample } from '../../../platform/safety/harm-classifier';
import { type EvalQuestion, loadEvalQuestions } from './run-eval';
import { EVAL_SETS, isDescribedEmergency, LEARNING_SETS } from './question-sets';

/** The sets the harm classifier may learn from; held-out is never among them. */
export const HARM_TRAINING_SETS = LEARNING_SETS;
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
