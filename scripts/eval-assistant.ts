/**
 * Measures the built-in assistant on its question sets (server/features/assistant/eval): the
 * tuned set (questions.json), and the outside sets development.json, development-2.json,
 * development-3.json, development-4.json, held-out.json, everyday-development.json and
 * everyday-held-out.json.
 *
 *   npx tsx scripts/eval-assistant.ts                          all; held-out sets as figures only
 *   npx tsx scripts/eval-assistant.ts tuned development        only these sets
 *
 * Held-out misses (both held-out sets) are never printed: tuning must not read them (eval/external/README.md).
 * `--no-misses <set>` hides the misses of another set as well. Exits 1 when a figure is below
 * its threshold.
 */
import { existsSync } from 'node:fs';
import {
  formatEvalReport,
  loadEvalQuestions,
  runAssistantEval,
} from '../server/features/assistant/eval/run-eval';
import {
  EVAL_SETS,
  type EvalSetName,
  HELD_OUT_SETS,
} from '../server/features/assistant/eval/question-sets';
import {
  HELD_OUT_EMERGENCY_RECALL_TARGET,
  thresholdsFor,
} from '../server/features/assistant/eval/thresholds';

const args = process.argv.slice(2);
const figuresOnly = new Set<string>(HELD_OUT_SETS);
const chosen: EvalSetName[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  if (arg === '--no-misses') figuresOnly.add(args[++i] ?? '');
  else if (arg in EVAL_SETS) chosen.push(arg as EvalSetName);
  else throw new Error(`Unknown set "${arg}": use ${Object.keys(EVAL_SETS).join(', ')}`);
}

let failed = false;
for (const name of chosen.length > 0 ? chosen : (Object.keys(EVAL_SETS) as EvalSetName[])) {
  const file = EVAL_SETS[name];
  console.log(`\n=== ${name} (${file.split('/').slice(-2).join('/')}) ===`);
  if (!existsSync(file)) {
    console.log('Not present.');
    continue;
  }
  const report = await runAssistantEval({
    questions: loadEvalQuestions(file),
    thresholds: thresholdsFor(name),
  });
  console.log(formatEvalReport(report, { figuresOnly: figuresOnly.has(name) }));
  if (report.failures.length > 0) failed = true;
  if (name === 'held-out' && report.emergencyRecall < HELD_OUT_EMERGENCY_RECALL_TARGET) {
    console.log(
      `\nTarget not met: held-out emergency recall must be ${HELD_OUT_EMERGENCY_RECALL_TARGET * 100} %.`,
    );
  }
}
if (failed) process.exitCode = 1;
