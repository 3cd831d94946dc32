/**
 * Measures the community crisis check (`crisisKindOf`, decision 069) on its two labelled sets
 * (server/features/community/eval): recall and false-alarm rate for each.
 *
 *   npx tsx scripts/eval-community-crisis.ts            both sets; held-out as figures only
 *   npx tsx scripts/eval-community-crisis.ts tuning     only the tuning set
 *
 * Held-out misses are never printed: tuning must not read them. Exits 1 when a figure is past its
 * threshold (server/features/community/eval/crisis-thresholds.ts).
 */
import { crisisKindOf } from '../server/platform/safety/safety';
import {
  CRISIS_EVAL_SETS,
  type CrisisEvalSetName,
  formatCrisisReport,
  loadCrisisPosts,
  runCrisisEval,
} from '../server/features/community/eval/run-crisis-eval';
import { CRISIS_EVAL_THRESHOLDS } from '../server/features/community/eval/crisis-thresholds';

const args = process.argv.slice(2);
for (const arg of args)
  if (!(arg in CRISIS_EVAL_SETS))
    throw new Error(`Unknown set "${arg}": use ${Object.keys(CRISIS_EVAL_SETS).join(', ')}`);
const chosen = (args.length > 0 ? args : Object.keys(CRISIS_EVAL_SETS)) as CrisisEvalSetName[];

let failed = false;
for (const name of chosen) {
  const report = runCrisisEval(loadCrisisPosts(name), crisisKindOf);
  console.log(`\n=== ${name} ===`);
  console.log(formatCrisisReport(report, { figuresOnly: name === 'held-out' }));
  const threshold = CRISIS_EVAL_THRESHOLDS[name];
  if (report.recall < threshold.recall || report.falseAlarmRate > threshold.falseAlarmRate) {
    console.log(
      `Below the thresholds: recall at least ${threshold.recall * 100} %, false alarms at most ${threshold.falseAlarmRate * 100} %.`,
    );
    failed = true;
  }
}
if (failed) process.exitCode = 1;
