import {
  type HarmModel,
  harmProbability,
  trainHarmModel,
  type TrainingExample,
  type TrainingOptions,
} from '../../../platform/safety/harm-classifier';
import type { EvalQuestion } from './run-eval';
import { type HarmTrainingSet, toTrainingExample } from './harm-training-data';

/**
 * Out-of-fold recall the threshold must keep on the development questions: the highest
 * threshold with at least this share of described emergencies caught (docs/decisions/039).
 */
export const HARM_RECALL_TARGET = 0.995;

export const HARM_FOLDS = 5;

/** The model as committed: trained on every example given, with the threshold chosen. */
export function trainCommittedHarmModel(
  examples: readonly TrainingExample[],
  threshold: number,
): HarmModel {
  return trainHarmModel(examples, threshold);
}

export interface Scored {
  set: HarmTrainingSet;
  harm: boolean;
  probability: number;
}

/**
 * Out-of-fold probabilities: `folds` splits the questions into five folds by position (every
 * fifth question); `sets` leaves out one whole set at a time, the harder test, since each set was
 * written in other voices.
 */
export function crossValidate(
  rows: readonly { set: HarmTrainingSet; question: EvalQuestion }[],
  by: 'folds' | 'sets',
  options: TrainingOptions = {},
): Scored[] {
  const groupOf = (i: number): string =>
    by === 'folds' ? String(i % HARM_FOLDS) : (rows[i]?.set ?? '');
  const groups = [...new Set(rows.map((_, i) => groupOf(i)))];
  const scored: Scored[] = new Array<Scored>(rows.length);
  for (const group of groups) {
    const training = rows.filter((_, i) => groupOf(i) !== group);
    const model = trainHarmModel(
      training.map((row) => toTrainingExample(row.question)),
      0.5,
      options,
    );
    rows.forEach((row, i) => {
      if (groupOf(i) !== group) return;
      scored[i] = {
        set: row.set,
        harm: toTrainingExample(row.question).harm,
        probability: harmProbability(model, row.question.message),
      };
    });
  }
  return scored;
}

/** The highest threshold (to 3 places) keeping out-of-fold recall at the target. */
export function chooseHarmThreshold(
  scored: readonly Scored[],
  target: number = HARM_RECALL_TARGET,
): number {
  const harm = scored
    .filter((s) => s.harm)
    .map((s) => s.probability)
    .sort((a, b) => a - b);
  const allowedMisses = Math.floor(harm.length * (1 - target));
  const lowestKept = harm[allowedMisses] ?? 0;
  return Math.floor(lowestKept * 1000) / 1000;
}
