import type { CrisisEvalSetName } from './run-crisis-eval';

/**
 * What the community crisis check must reach (decision 069; crisis.eval.test.ts and
 * scripts/eval-community-crisis.ts). Raise them when the check improves; never lower them to make
 * a change pass.
 *
 * - tuning: written beside the neglect rules and tuned on.
 * - held-out: written first, in another voice, never read while tuning. Its floor is what was
 *   measured once at the end of the change, rounded down, not a target chosen to pass.
 */
export const CRISIS_EVAL_THRESHOLDS: Record<
  CrisisEvalSetName,
  { recall: number; falseAlarmRate: number }
> = {
  /** Measured 100 % recall, 1.7 % false alarms (50.0 % and 2.0 % before the neglect rules). */
  tuning: { recall: 0.95, falseAlarmRate: 0.05 },
  /** Measured once after the change: 72.4 % recall, 13.3 % false alarms (55.2 % and 13.3 % before). */
  'held-out': { recall: 0.72, falseAlarmRate: 0.14 },
};
