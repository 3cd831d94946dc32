/**
 * Trains the second harm check's classifier (server/platform/safety/harm-classifier.ts) on the
 * tuned and development question sets only, never held-out, chooses its threshold by
 * cross-validation for recall, prints the cross-validated figures and the emergencies the rules
 * alone miss with their out-of-fold probability, and writes the model.
 *
 *   npx tsx scripts/train-harm-classifier.ts           figures only
 *   npx tsx scripts/train-harm-classifier.ts --write   and write harm-model.json
 *   npx tsx scripts/train-harm-classifier.ts --system  and the whole assistant, set by set left out
 *
 * Deterministic: the same questions always give the same model (a test checks the committed one).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuiltInAssistant } from '../server/features/assistant/built-in-assistant';
import {
  HARM_TRAINING_SETS,
  loadHarmTrainingQuestions,
  toTrainingExample,
} from '../server/features/assistant/eval/harm-training-data';
import { isDescribedEmergency } from '../server/features/assistant/eval/question-sets';
import {
  chooseHarmThreshold,
  crossValidate,
  HARM_RECALL_TARGET,
  trainCommittedHarmModel,
} from '../server/features/assistant/eval/harm-training';
import { EVAL_SETTINGS, runAssistantEval } from '../server/features/assistant/eval/run-eval';
import { withSafetyRules } from '../server/features/assistant/with-safety-rules';

const args = new Set(process.argv.slice(2));
const rows = loadHarmTrainingQuestions();
const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

function figures(scored: { harm: boolean; probability: number }[], threshold: number) {
  const harm = scored.filter((s) => s.harm);
  const flagged = scored.filter((s) => s.probability >= threshold);
  const caught = harm.filter((s) => s.probability >= threshold).length;
  return {
    recall: caught / harm.length,
    precision: flagged.length === 0 ? 1 : flagged.filter((s) => s.harm).length / flagged.length,
    caught,
    harm: harm.length,
    flagged: flagged.length,
  };
}

const folds = crossValidate(rows, 'folds');
const bySet = crossValidate(rows, 'sets');
const threshold = chooseHarmThreshold(folds);
console.log(`Training questions: ${rows.length} from ${HARM_TRAINING_SETS.join(', ')}`);
console.log(`Threshold (5-fold, recall target ${percent(HARM_RECALL_TARGET)}): ${threshold}\n`);
console.log('Classifier alone, out of fold:');
for (const t of [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, threshold]) {
  const f = figures(folds, t);
  const s = figures(bySet, t);
  console.log(
    `  t=${t.toFixed(3)}  5-fold recall ${percent(f.recall)} precision ${percent(f.precision)}   ` +
      `set left out recall ${percent(s.recall)} precision ${percent(s.precision)}`,
  );
}
for (const set of HARM_TRAINING_SETS) {
  const scored = bySet.filter((s) => s.set === set);
  const f = figures(scored, threshold);
  console.log(
    `  ${set} left out: caught ${f.caught} of ${f.harm} (${percent(f.recall)}), precision ${percent(f.precision)}`,
  );
}

// What the check is for: the described emergencies the rules alone miss. Each must be caught with
// the set it comes from left out of training (docs/decisions/087).
const rulesOnly = withSafetyRules(createBuiltInAssistant(EVAL_SETTINGS), EVAL_SETTINGS, null);
console.log('\nDescribed emergencies the rules alone miss (probability with their set left out):');
let uncaught = 0;
for (const [i, row] of rows.entries()) {
  if (!isDescribedEmergency(row.question)) continue;
  const reply = await rulesOnly.reply({
    message: row.question.message,
    history: row.question.history,
  });
  if (reply.topic === 'emergency' && reply.needsEscalation) continue;
  const probability = bySet[i]?.probability ?? 0;
  if (probability < threshold) uncaught++;
  console.log(
    `  ${probability.toFixed(3)} ${probability >= threshold ? 'caught' : 'MISSED'}  ${row.set}`,
  );
}
console.log(
  uncaught === 0 ? '  every one caught' : `  ${uncaught} missed: lower the recall target`,
);

if (args.has('--system')) {
  console.log('\nWhole assistant (rules, then the check), each set left out of training:');
  for (const set of HARM_TRAINING_SETS) {
    const training = rows.filter((row) => row.set !== set);
    const model = trainCommittedHarmModel(
      training.map((row) => toTrainingExample(row.question)),
      threshold,
    );
    const questions = rows.filter((row) => row.set === set).map((row) => row.question);
    for (const [name, harmModel] of [
      ['rules only ', null],
      ['with check ', model],
    ] as const) {
      const report = await runAssistantEval({
        questions,
        provider: withSafetyRules(createBuiltInAssistant(EVAL_SETTINGS), EVAL_SETTINGS, harmModel),
        thresholds: {},
      });
      console.log(
        `  ${set.padEnd(14)} ${name} emergency recall ${percent(report.emergencyRecall)}, escalation ` +
          `precision ${percent(report.escalationPrecision)} / recall ${percent(report.escalationRecall)}, ` +
          `topic ${percent(report.topicAccuracy)}, content ${percent(report.contentAccuracy)}`,
      );
    }
  }
}

if (args.has('--write')) {
  const model = trainCommittedHarmModel(
    rows.map((row) => toTrainingExample(row.question)),
    threshold,
  );
  const file = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    'server/platform/safety/harm-model.json',
  );
  writeFileSync(file, `${JSON.stringify(model)}\n`);
  console.log(
    `\nWrote ${file} (${rows.filter((r) => isDescribedEmergency(r.question)).length} emergencies)`,
  );
}
