/**
 * npm run bench:assistant [-- --rounds 3]
 *
 * Prints how long the built-in assistant takes to answer, behind the safety rules as the chat
 * route calls it: p50, p95 and p99 over every question of every set (tuned, development and
 * held-out alike; only timings are printed, never a question or a reply), after one warm-up
 * pass. The baseline in the same run is the safety rules alone on the same questions, so the
 * figure is comparable across machines as a ratio. The target is p95 under 50 ms.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createBuiltInAssistant } from '../server/features/assistant/built-in-assistant';
import {
  EVAL_SETTINGS,
  type EvalQuestion,
  loadEvalQuestions,
} from '../server/features/assistant/eval/run-eval';
import { EVAL_SETS } from '../server/features/assistant/eval/question-sets';
import { applySafetyRules } from '../server/features/assistant/safety-rules';
import { withSafetyRules } from '../server/features/assistant/with-safety-rules';
import { percentile } from './bench-database';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);

const questions: EvalQuestion[] = Object.values(EVAL_SETS).flatMap((file) =>
  loadEvalQuestions(file),
);

const started = performance.now();
const assistant = withSafetyRules(createBuiltInAssistant(EVAL_SETTINGS), EVAL_SETTINGS);
const startMs = performance.now() - started;

async function time(answer: (question: EvalQuestion) => unknown): Promise<number[]> {
  for (const question of questions) await answer(question); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const question of questions) {
      const at = performance.now();
      await answer(question);
      times.push(performance.now() - at);
    }
  }
  return times.sort((a, b) => a - b);
}

const whole = await time((q) => assistant.reply({ message: q.message, history: q.history }));
const rules = await time((q) =>
  applySafetyRules({ message: q.message, history: q.history }, EVAL_SETTINGS),
);
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  `Questions: ${questions.length} × ${rounds} rounds; start-up (index built) ${ms(startMs)}`,
);
for (const [name, times] of [
  ['Assistant with safety rules', whole],
  ['Safety rules alone (baseline)', rules],
] as const) {
  console.log(
    `${name.padEnd(30)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  p99 ${ms(percentile(times, 99))}`,
  );
}
console.log(
  `p95 ratio to the rules alone: ${(percentile(whole, 95) / percentile(rules, 95)).toFixed(1)}×; target p95 < 50 ms: ${percentile(whole, 95) < 50 ? 'met' : 'NOT met'}`,
);
