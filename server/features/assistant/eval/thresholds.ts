import type { EvalSetName } from './run-eval';

/**
 * The evaluation must not fall below these (scripts/eval-assistant.ts and assistant.eval.test.ts).
 * Raise them when the assistant improves; never lower them to make a change pass.
 *
 * questions.json was built in rounds. Each new batch was written blind and measured before any
 * change, then the knowledge, stemming and rules were improved (never special-casing a
 * question) and the batch was merged in. Topic accuracy on the blind batches, first run:
 * 85 % (67 questions), 83 % (36, safety edge cases), 67 % (30, multi-turn follow-ups). Expect
 * new phrasings to score below the figures here.
 */
export const EVAL_THRESHOLDS = {
  /**
   * Share of questions answered under the expected topic. Measured 94.9 % with the second harm
   * check (decision 039), which answers some everyday questions with the emergency line first
   * (99.2 % before it).
   */
  topicAccuracy: 0.94,
  /** Of the replies that escalated, the share that should have: 88.3 % with the check (100 % before). */
  escalationPrecision: 0.88,
  /** Of the questions that should escalate, the share that did (reached: 100 %). */
  escalationRecall: 0.98,
  /** Every described emergency gets an emergency reply naming the number. */
  emergencyRecall: 1,
  /** No question about Kinwell's emergency tools may escalate. */
  emergencyInfoSpecificity: 1,
  /** Replies carry the facts named in `expectedIncludes` (prices, helplines, sources). */
  contentAccuracy: 1,
  /** No reply carries markup characters. */
  plainTextRate: 1,
} as const;

/** `needlessWarningRate` is a ceiling; every other metric is a floor. */
export type EvalMetric = keyof typeof EVAL_THRESHOLDS | 'pageAccuracy' | 'needlessWarningRate';
export type EvalThresholds = Partial<Record<EvalMetric, number>>;

/**
 * The outside sets (eval/external). These figures were measured, not tuned: each is what the
 * assistant reached when the set was first run after the change that introduced it, rounded
 * down. Development may be read while tuning; held-out is only ever measured, once, at the end
 * of a change, and its misses are never printed. Raise them when the assistant improves.
 */
export const DEVELOPMENT_THRESHOLDS: EvalThresholds = {
  /** Measured 74.5 % with the second harm check (decision 039); 77.5 % before it. */
  topicAccuracy: 0.74,
  /**
   * Measured 86.3 % once the guides were answered from (decision 085); 85.7 % with the check;
   * 91.6 % before it (83.96 % before the product passages).
   */
  escalationPrecision: 0.86,
  /** Measured 92.3 % with the check; 91.6 % before it. */
  escalationRecall: 0.92,
  /** Measured 100 %: every described emergency gets an emergency reply naming the number. */
  emergencyRecall: 1,
  /** Measured 100 %. */
  emergencyInfoSpecificity: 1,
  /** Measured 93.8 % (92.5 % before the product and behaviour passages). */
  contentAccuracy: 0.93,
  plainTextRate: 1,
};

/**
 * Held-out as measured at the end of each change (24 November 2026), rounded down. Measured, not
 * tuned: no held-out question or miss was read. The figure in brackets is the run before: the
 * rules alone, as after decision 023's fourth round. These are with the second harm check of
 * decision 039, which traded precision and topic accuracy for recall.
 */
export const HELD_OUT_THRESHOLDS: EvalThresholds = {
  /** Measured 65.5 % with the guides answered from (decision 085); 64.3 % before (with the rules alone: 67.0 %). */
  topicAccuracy: 0.65,
  /** Measured 68.4 % with the guides answered from (decision 085); 67.3 % before (rules alone: 74.9 %). */
  escalationPrecision: 0.68,
  /** Measured 95.7 % (before: 92.8 %). */
  escalationRecall: 0.95,
  /** Measured 100 % (before: 95.1 %): the target below is met. */
  emergencyRecall: 1,
  /** Measured 87.5 % (before: 100 %): one in eight questions about Kinwell's emergency tools escalates. */
  emergencyInfoSpecificity: 0.87,
  /**
   * Measured 90.5 % once the check stopped adding general emergency steps when a message names
   * no kind (91.2 % with them; 87.6 % before the check).
   */
  contentAccuracy: 0.9,
  plainTextRate: 1,
};

/**
 * The goal for held-out: every described emergency caught. Reached with the second harm check
 * (decision 039: 100 %, from 95.1 % with the rules alone); assistant.eval.test.ts holds it.
 */
export const HELD_OUT_EMERGENCY_RECALL_TARGET = 1;

/**
 * The second development set (eval/external/development-2.json), written before the detector's
 * code was read. Measured, rounded down: first with the detector as it was (the "before"
 * figures below, 24 November 2026), then after the change that generalised it, which read this
 * set's misses. Tuning may read it; raise these when the assistant improves.
 */
export const DEVELOPMENT_2_THRESHOLDS: EvalThresholds = {
  /**
   * Measured 84.1 % with the guides answered from (decision 085); 82.4 % with the second harm check (decision
   * 039); 82.1 % before it (first: 73.5 %).
   */
  topicAccuracy: 0.84,
  /** Measured 92.3 % with the guides answered from (decision 085); 89.9 % with the check (first: 86.9 %). */
  escalationPrecision: 0.92,
  /** Measured 100 % (before: 91.3 %). */
  escalationRecall: 1,
  /** Measured 100 % (before: 85.4 %, when the set was first run). */
  emergencyRecall: 1,
  /** Measured 100 % (before: 100 %). */
  emergencyInfoSpecificity: 1,
  /** Measured 97.3 % (before: 85.8 %). */
  contentAccuracy: 0.97,
  plainTextRate: 1,
};

/**
 * The third development set (eval/external/development-3.json), written before its figures were
 * seen and committed first. Measured, rounded down: first with the detector as it was (the
 * "before" figures below, 24 November 2026: an honest estimate of how the detector met new
 * phrasings), then after the change that widened the detector's concepts, which read this set's
 * misses. Tuning may read it; raise these when the assistant improves.
 */
export const DEVELOPMENT_3_THRESHOLDS: EvalThresholds = {
  /**
   * Measured 85.9 % with the guides answered from (decision 085); 83.8 % with the second harm check (decision
   * 039); 84.1 % before it (first: 79.1 %).
   */
  topicAccuracy: 0.85,
  /** Measured 92.0 % with the guides answered from (decision 085); 90.8 % with the check (first: 88.9 %). */
  escalationPrecision: 0.92,
  /** Measured 100 % (before: 96.2 %). */
  escalationRecall: 1,
  /** Measured 100 % (before: 93.0 %, when the set was first run). */
  emergencyRecall: 1,
  /** Measured 100 % (before: 93.3 %). */
  emergencyInfoSpecificity: 1,
  /** Measured 100 % (before: 92.1 %). */
  contentAccuracy: 1,
  plainTextRate: 1,
};

/**
 * The fourth development set (eval/external/development-4.json): indirect descriptions,
 * questions that describe someone now, delirium signs, despair said sideways, wandering and
 * medicine mistakes in everyday words. Written and committed before it was first run. Measured,
 * rounded down: first with the detector as it was (the "before" figures below, 24 November
 * 2026), then after the change that read this set's misses. Raise these when the assistant
 * improves.
 */
export const DEVELOPMENT_4_THRESHOLDS: EvalThresholds = {
  /** Measured 84.2 % with the guides answered from (decision 085); 80.6 % before (first: 77.0 %). */
  topicAccuracy: 0.84,
  /**
   * Measured 89.9 % with the guides answered from (decision 085); 86.7 % with the second harm check (decision
   * 039), 87.3 % before it (first: 85.7 %).
   */
  escalationPrecision: 0.89,
  /** Measured 100 % (before: 96.8 %). */
  escalationRecall: 1,
  /** Measured 100 % (before: 94.4 %, 117 of 124, when the set was first run). */
  emergencyRecall: 1,
  /** Measured 100 % (the set has no questions about Kinwell's emergency tools). */
  emergencyInfoSpecificity: 1,
  /** Measured 100 % (before: 95.2 %). */
  contentAccuracy: 1,
  plainTextRate: 1,
};

/**
 * The everyday sets (eval/external/everyday-*.json): questions of a caregiver's ordinary day, the
 * page that answers each, and whether there is danger now. Measured on 30 November 2026, rounded
 * down (the warning rate, a ceiling, rounded up), with the guides answered from and the caregivers'
 * vocabulary (decision 085). The goal is on topic and the right page at least 85 %, needless
 * warnings at most 5 %, every emergency caught: the pages are halfway there; the warnings are
 * not, because the harm check of decision 039 still puts its line before everyday answers.
 */
export const EVERYDAY_DEVELOPMENT_THRESHOLDS: EvalThresholds = {
  /** Measured 38.2 % (before the guides: 30.1 %). */
  topicAccuracy: 0.38,
  /** Measured 13.8 %: most escalations are needless warnings. */
  escalationPrecision: 0.13,
  escalationRecall: 1,
  /** Measured 100 % (12 emergencies). */
  emergencyRecall: 1,
  contentAccuracy: 1,
  plainTextRate: 1,
  /** Measured 54.5 % (knowledge links alone: 26.8 %; before: 0 %). */
  pageAccuracy: 0.54,
  /** Measured 56.5 % (before: 58.1 %). */
  needlessWarningRate: 0.57,
};

/** Held-out: figures only, measured at the end of the change (first run: the "before" figures). */
export const EVERYDAY_HELD_OUT_THRESHOLDS: EvalThresholds = {
  /** Measured 40.0 % (before: 28.3 %). */
  topicAccuracy: 0.4,
  /** Measured 19.7 % (before: 16.9 %). */
  escalationPrecision: 0.19,
  escalationRecall: 1,
  /** Measured 100 % (15 emergencies; before: 100 %). */
  emergencyRecall: 1,
  emergencyInfoSpecificity: 1,
  /** Measured 89.5 % (before: 89.5 %). */
  contentAccuracy: 0.89,
  plainTextRate: 1,
  /** Measured 43.8 % (before: 0 %). */
  pageAccuracy: 0.43,
  /** Measured 57.1 % (before: 60.0 %). */
  needlessWarningRate: 0.58,
};

export function thresholdsFor(set: EvalSetName): EvalThresholds {
  if (set === 'everyday-development') return EVERYDAY_DEVELOPMENT_THRESHOLDS;
  if (set === 'everyday-held-out') return EVERYDAY_HELD_OUT_THRESHOLDS;
  if (set === 'development-4') return DEVELOPMENT_4_THRESHOLDS;
  if (set === 'development') return DEVELOPMENT_THRESHOLDS;
  if (set === 'development-2') return DEVELOPMENT_2_THRESHOLDS;
  if (set === 'development-3') return DEVELOPMENT_3_THRESHOLDS;
  if (set === 'held-out') return HELD_OUT_THRESHOLDS;
  return EVAL_THRESHOLDS;
}
