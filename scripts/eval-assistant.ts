/**
 * Measures the built-in assistant on server/features/assistant/eval/questions.json.
 * Run: npx tsx scripts/eval-assistant.ts  (exits 1 when a figure is below its threshold)
 */
import { formatEvalReport, runAssistantEval } from '../server/features/assistant/eval/run-eval';

const report = await runAssistantEval();
console.log(formatEvalReport(report));
if (report.failures.length > 0) process.exitCode = 1;
