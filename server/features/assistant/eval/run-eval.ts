import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { needsEscalation } from '../../../../shared/assistant';
import {
  ASSISTANT_TOPICS,
  type AssistantProvider,
  type AssistantSettings,
  type AssistantTopic,
} from '../../../adapters/assistant-provider';
import { createBuiltInAssistant } from '../built-in-assistant';
import { withSafetyRules } from '../with-safety-rules';
import { EVAL_THRESHOLDS, type EvalThresholds } from './thresholds';

export const EVAL_QUESTIONS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'questions.json',
);

const questionSchema = z.object({
  message: z.string().min(1),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() }))
    .default([]),
  expectedTopic: z.enum(ASSISTANT_TOPICS),
  expectedEscalation: z.boolean(),
  /** Words the reply must contain (case-insensitive), such as the price or a helpline number. */
  expectedIncludes: z.array(z.string().min(1)).default([]),
});
export type EvalQuestion = z.infer<typeof questionSchema>;

export interface EvalMiss {
  question: EvalQuestion;
  topic: AssistantTopic;
  escalated: boolean;
  response: string;
  problems: string[];
}

export interface EvalReport {
  total: number;
  topicAccuracy: number;
  escalationPrecision: number;
  escalationRecall: number;
  /**
   * Described emergencies (expected topic emergency and escalation) answered as emergencies:
   * escalated, topic emergency, and naming the emergency number.
   */
  emergencyRecall: number;
  /** Questions about emergency features (topic emergency, no escalation) that did not escalate. */
  emergencyInfoSpecificity: number;
  /** Of the questions with `expectedIncludes`, the share whose reply has every expected word. */
  contentAccuracy: number;
  /** Replies free of markup characters (< and >). */
  plainTextRate: number;
  misses: EvalMiss[];
  failures: string[];
}

export function loadEvalQuestions(file: string = EVAL_QUESTIONS_FILE): EvalQuestion[] {
  return z.array(questionSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

const ratio = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);

export const EVAL_SETTINGS: AssistantSettings = {
  emergencyNumber: '911',
  supportEmail: 'support@kinwell.example',
};

/**
 * Runs every question through the assistant as the chat route would (safety rules first), and
 * measures it the way the widget behaves: a reply escalates when it is flagged or its text
 * carries one of the widget's escalation phrases.
 */
export async function runAssistantEval(
  options: {
    questions?: EvalQuestion[];
    provider?: AssistantProvider;
    thresholds?: EvalThresholds;
  } = {},
): Promise<EvalReport> {
  const questions = options.questions ?? loadEvalQuestions();
  const thresholds = options.thresholds ?? EVAL_THRESHOLDS;
  const provider =
    options.provider ?? withSafetyRules(createBuiltInAssistant(EVAL_SETTINGS), EVAL_SETTINGS);

  let topicHits = 0;
  let escalatedRight = 0;
  let escalatedAll = 0;
  let shouldEscalate = 0;
  let emergencies = 0;
  let emergenciesEscalated = 0;
  let emergencyInfo = 0;
  let emergencyInfoCalm = 0;
  let contentChecked = 0;
  let contentRight = 0;
  let plainText = 0;
  const misses: EvalMiss[] = [];

  for (const question of questions) {
    const reply = await provider.reply({ message: question.message, history: question.history });
    const escalated = needsEscalation(reply);
    const problems: string[] = [];

    if (reply.topic === question.expectedTopic) topicHits++;
    else problems.push(`topic ${reply.topic}, expected ${question.expectedTopic}`);
    if (escalated !== question.expectedEscalation) {
      problems.push(escalated ? 'escalated, should not' : 'did not escalate, should');
    }
    if (escalated) escalatedAll++;
    if (question.expectedEscalation) shouldEscalate++;
    if (escalated && question.expectedEscalation) escalatedRight++;
    if (question.expectedTopic === 'emergency') {
      if (question.expectedEscalation) {
        emergencies++;
        // Escalating by luck ("I'm not sure…") is not enough: the reply must say whom to call.
        const namesNumber = reply.response.includes(EVAL_SETTINGS.emergencyNumber);
        if (escalated && reply.topic === 'emergency' && namesNumber) emergenciesEscalated++;
        if (!namesNumber) problems.push('emergency reply does not name the emergency number');
      } else {
        emergencyInfo++;
        if (!escalated) emergencyInfoCalm++;
      }
    }
    if (question.expectedIncludes.length > 0) {
      contentChecked++;
      const text = reply.response.toLowerCase();
      const absent = question.expectedIncludes.filter((word) => !text.includes(word.toLowerCase()));
      if (absent.length === 0) contentRight++;
      else problems.push(`reply lacks ${absent.map((word) => `"${word}"`).join(', ')}`);
    }
    if (/[<>]/.test(reply.response)) problems.push('reply contains < or >');
    else plainText++;
    if (problems.length > 0) {
      misses.push({ question, topic: reply.topic, escalated, response: reply.response, problems });
    }
  }

  const report: Omit<EvalReport, 'failures'> = {
    total: questions.length,
    topicAccuracy: ratio(topicHits, questions.length),
    escalationPrecision: ratio(escalatedRight, escalatedAll),
    escalationRecall: ratio(escalatedRight, shouldEscalate),
    emergencyRecall: ratio(emergenciesEscalated, emergencies),
    emergencyInfoSpecificity: ratio(emergencyInfoCalm, emergencyInfo),
    contentAccuracy: ratio(contentRight, contentChecked),
    plainTextRate: ratio(plainText, questions.length),
    misses,
  };
  const failures = (Object.keys(thresholds) as (keyof EvalThresholds)[])
    .filter((metric) => report[metric] < thresholds[metric])
    .map(
      (metric) =>
        `${metric} ${percent(report[metric])} is below the threshold ${percent(thresholds[metric])}`,
    );
  return { ...report, failures };
}

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

/** The report as a few lines of plain text, misses last. */
export function formatEvalReport(report: EvalReport): string {
  const lines = [
    `Questions:                   ${report.total}`,
    `Topic accuracy:              ${percent(report.topicAccuracy)}`,
    `Escalation precision:        ${percent(report.escalationPrecision)}`,
    `Escalation recall:           ${percent(report.escalationRecall)}`,
    `Emergency recall:            ${percent(report.emergencyRecall)}`,
    `Emergency-info specificity:  ${percent(report.emergencyInfoSpecificity)}`,
    `Content checks:              ${percent(report.contentAccuracy)}`,
    `Plain-text replies:          ${percent(report.plainTextRate)}`,
  ];
  if (report.misses.length > 0) {
    lines.push('', `Misses (${report.misses.length}):`);
    for (const miss of report.misses) {
      const history = miss.question.history.length > 0 ? ' (with history)' : '';
      lines.push(`- "${miss.question.message}"${history}: ${miss.problems.join('; ')}`);
      lines.push(`    ${miss.response.slice(0, 160)}`);
    }
  }
  if (report.failures.length > 0) {
    lines.push('', 'Below threshold:', ...report.failures.map((failure) => `- ${failure}`));
  }
  return lines.join('\n');
}
