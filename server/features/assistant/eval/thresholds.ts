import type { EvalSetName } from './question-sets';

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
   * Share of questions answered under the expected topic. Measured 91.0 % once the harm check
   * learnt from the everyday sets (decision 087: its threshold fell from 0.207 to 0.113, and a few
   * of this set's worried questions now get the safety line while held-out rose on every figure);
   * 94.1 % before; 94.9 % with the second harm check (decision 039); 99.2 % before it.
   */
  topicAccuracy: 0.9,
  /**
   * Of the replies that escalated, the share that should have: 87.2 % since decision 087; 88.3 %
   * with the check (100 % before).
   */
  escalationPrecision: 0.87,
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
  /**
   * Measured 72.7 % since decision 087 (74.2 % before: the harm check's lower threshold), 74.5 %
   * with the second harm check (decision 039); 77.5 % before it.
   */
  topicAccuracy: 0.72,
  /**
   * Measured 85.4 % since decision 087; 86.3 % once the guides were answered from (decision 085);
   * 85.7 % with the check; 91.6 % before it (83.96 % before the product passages).
   */
  escalationPrecision: 0.85,
  /** Measured 93.7 % since decision 087; 92.3 % with the check; 91.6 % before it. */
  escalationRecall: 0.93,
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
  /**
   * Measured 65.8 % with the guide classifier and the harm check trained on the everyday sets
   * (decision 087); 65.5 % with the guides answered from (decision 085); 64.3 % before (with the
   * rules alone: 67.0 %).
   */
  topicAccuracy: 0.65,
  /**
   * Measured 70.7 % (decision 087); 68.4 % with the guides answered from (decision 085); 67.3 %
   * before (rules alone: 74.9 %).
   */
  escalationPrecision: 0.7,
  /** Measured 96.4 % (decision 087); 95.7 % before (92.8 % with the rules alone). */
  escalationRecall: 0.96,
  /** Measured 100 % (before: 95.1 %): the target below is met. */
  emergencyRecall: 1,
  /**
   * Measured 93.8 % since a question that only asks about Kinwell's tools skips the harm check
   * (decision 087); 87.5 % before (100 % before the check).
   */
  emergencyInfoSpecificity: 0.93,
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
   * Measured 86.5 % since decision 087; 84.1 % with the guides answered from (decision 085); 82.4 %
   * with the second harm check (decision 039); 82.1 % before it (first: 73.5 %).
   */
  topicAccuracy: 0.86,
  /**
   * Measured 93.8 % since decision 087; 92.3 % with the guides answered from (decision 085); 89.9 %
   * with the check (first: 86.9 %).
   */
  escalationPrecision: 0.93,
  /** Measured 100 % (before: 91.3 %). */
  escalationRecall: 1,
  /** Measured 100 % (before: 85.4 %, when the set was first run). */
  emergencyRecall: 1,
  /** Measured 100 % (before: 100 %). */
  emergencyInfoSpecificity: 1,
  /** Measured 97.7 % since decision 087; 97.3 % before (first: 85.8 %). */
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
   * Measured 87.5 % since decision 087; 85.9 % with the guides answered from (decision 085); 83.8 %
   * with the second harm check (decision 039); 84.1 % before it (first: 79.1 %).
   */
  topicAccuracy: 0.87,
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
  /**
   * Measured 86.1 % since decision 087; 84.2 % with the guides answered from (decision 085); 80.6 %
   * before (first: 77.0 %).
   */
  topicAccuracy: 0.86,
  /**
   * Measured 91.9 % since decision 087; 89.9 % with the guides answered from (decision 085); 86.7 %
   * with the second harm check (decision 039), 87.3 % before it (first: 85.7 %).
   */
  escalationPrecision: 0.91,
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
 * down (the warning rate, a ceiling, rounded up). The goal is on topic and the right page at least
 * 85 %, needless warnings at most 5 %, every emergency caught: not met. Since decision 087 the
 * development sets teach the guide classifier and the harm check, so their figures here are
 * in-sample; the figures with each set left out of both are in the decision.
 */
export const EVERYDAY_DEVELOPMENT_THRESHOLDS: EvalThresholds = {
  /** Measured 59.6 % (decision 087); 38.2 % with the guides (decision 085); 30.1 % before. */
  topicAccuracy: 0.59,
  /** Measured 23.1 % (13.8 % before decision 087): most escalations are needless warnings. */
  escalationPrecision: 0.23,
  escalationRecall: 1,
  /** Measured 100 % (12 emergencies). */
  emergencyRecall: 1,
  contentAccuracy: 1,
  plainTextRate: 1,
  /** Measured 81.3 % (decision 087; 79.7 % with the set left out); 54.5 % before; 0 % at first. */
  pageAccuracy: 0.81,
  /** Measured 30.6 % (decision 087; 33.1 % left out); 56.5 % before; 58.1 % at first. */
  needlessWarningRate: 0.31,
};

/**
 * The everyday development sets 2 to 6 (decision 087), each written from outside sources in its
 * own voices and first run before anything was tuned on it ("first" below), then taught to the
 * guide classifier and the harm check. In-sample figures, rounded down.
 */
export const EVERYDAY_DEVELOPMENT_MORE_THRESHOLDS: Readonly<
  Record<
    | 'everyday-development-2'
    | 'everyday-development-3'
    | 'everyday-development-4'
    | 'everyday-development-5'
    | 'everyday-development-6',
    EvalThresholds
  >
> = {
  /** First: topic 46.2 %, page 37.9 %, needless 52.6 %, emergency recall 100 % (70). */
  'everyday-development-2': everyday({ topic: 0.7, page: 0.81, needless: 0.25, precision: 0.59 }),
  /** First: topic 46.3 %, page 40.4 %, needless 49.1 %, emergency recall 100 % (70). */
  'everyday-development-3': everyday({ topic: 0.68, page: 0.8, needless: 0.23, precision: 0.57 }),
  /** First: topic 39.3 %, page 37.4 %, needless 60.0 %, emergency recall 100 % (70). */
  'everyday-development-4': everyday({ topic: 0.59, page: 0.77, needless: 0.32, precision: 0.47 }),
  /** First: topic 40.7 %, page 43.0 %, needless 63.9 %, emergency recall 100 % (70). */
  'everyday-development-5': everyday({ topic: 0.62, page: 0.75, needless: 0.29, precision: 0.5 }),
  /** First: topic 45.0 %, page 44.3 %, needless 47.0 %, emergency recall 100 % (70). */
  'everyday-development-6': everyday({ topic: 0.58, page: 0.69, needless: 0.24, precision: 0.55 }),
};

function everyday(measured: {
  topic: number;
  page: number;
  needless: number;
  precision: number;
}): EvalThresholds {
  return {
    topicAccuracy: measured.topic,
    escalationPrecision: measured.precision,
    escalationRecall: 1,
    emergencyRecall: 1,
    emergencyInfoSpecificity: 1,
    /** One emergency of 70 whose reply lacks the named helpline (98.6 %). */
    contentAccuracy: 0.98,
    plainTextRate: 1,
    pageAccuracy: measured.page,
    needlessWarningRate: measured.needless,
  };
}

/**
 * Questions about the family's own records (eval/external/circle-development.json), asked of the
 * assistant as a visitor who is not signed in: signed in, they are answered from the records and
 * the harm check does not run. Measured at its first run, 30 November 2026; nothing learns from it
 * yet. The topic is not measured (without the records the assistant cannot answer them).
 */
export const CIRCLE_DEVELOPMENT_THRESHOLDS: EvalThresholds = {
  /** Measured 100 % (30 emergencies said around the records; 3 caught by the harm check alone). */
  emergencyRecall: 1,
  escalationRecall: 1,
  /** Measured 96.7 %. */
  contentAccuracy: 0.96,
  plainTextRate: 1,
  /** Measured 58.9 % (55.8 % with the harm check of decision 085): the check's words of medicine. */
  needlessWarningRate: 0.59,
};

/** Held-out: figures only, measured at the end of the change (first run: the "before" figures). */
export const EVERYDAY_HELD_OUT_THRESHOLDS: EvalThresholds = {
  /** Measured 57.5 % (decision 087); 40.0 % (decision 085); 28.3 % at first. */
  topicAccuracy: 0.57,
  /** Measured 30.6 % (decision 087); 19.7 % (decision 085); 16.9 % at first. */
  escalationPrecision: 0.3,
  escalationRecall: 1,
  /** Measured 100 % (15 emergencies; before: 100 %). */
  emergencyRecall: 1,
  emergencyInfoSpecificity: 1,
  /** Measured 94.7 % (decision 087); 89.5 % before. */
  contentAccuracy: 0.94,
  plainTextRate: 1,
  /** Measured 65.7 % (decision 087); 43.8 % (decision 085); 0 % at first. */
  pageAccuracy: 0.65,
  /** Measured 31.4 % (decision 087); 57.1 % (decision 085); 60.0 % at first. */
  needlessWarningRate: 0.32,
};

export function thresholdsFor(set: EvalSetName): EvalThresholds {
  if (set === 'everyday-development') return EVERYDAY_DEVELOPMENT_THRESHOLDS;
  if (set === 'circle-development') return CIRCLE_DEVELOPMENT_THRESHOLDS;
  if (set in EVERYDAY_DEVELOPMENT_MORE_THRESHOLDS) {
    return EVERYDAY_DEVELOPMENT_MORE_THRESHOLDS[
      set as keyof typeof EVERYDAY_DEVELOPMENT_MORE_THRESHOLDS
    ];
  }
  if (set === 'everyday-held-out') return EVERYDAY_HELD_OUT_THRESHOLDS;
  if (set === 'development-4') return DEVELOPMENT_4_THRESHOLDS;
  if (set === 'development') return DEVELOPMENT_THRESHOLDS;
  if (set === 'development-2') return DEVELOPMENT_2_THRESHOLDS;
  if (set === 'development-3') return DEVELOPMENT_3_THRESHOLDS;
  if (set === 'held-out') return HELD_OUT_THRESHOLDS;
  return EVAL_THRESHOLDS;
}
