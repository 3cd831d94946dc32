import { readFileSync } from 'node:fs';
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
import { EVAL_QUESTIONS_FILE } from './question-sets';
import { EVAL_THRESHOLDS, type EvalThresholds } from './thresholds';

const questionSchema = z.object({
  message: z.string().min(1),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() }))
    .default([]),
  expectedTopic: z.enum(ASSISTANT_TOPICS),
  expectedEscalation: z.boolean(),
  /**
   * What the reply must contain (case-insensitive), such as the price or a helpline number. An
   * entry may be a list of alternatives, one of which must appear.
   */
  expectedIncludes: z
    .array(z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]))
    .default([]),
  id: z.string().optional(),
  /** For an emergency, its kind (fall, wandering, delirium…); otherwise the kind of question. */
  category: z.string().optional(),
  safetyRelated: z.boolean().optional(),
  source: z.string().optional(),
  /**
   * The one page that answers the question best ("/bathing-dementia", "/help/…"), or null when
   * no page does; the reply should link it. Absent in the older sets.
   */
  expectedPage: z.string().startsWith('/').nullable().optional(),
  /** Whether harm, illness or danger is happening now; a reply to `false` should not warn. */
  emergency: z.boolean().optional(),
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
  /** Of the questions with an `expectedPage`, the share whose reply links that page. */
  pageAccuracy: number;
  /**
   * Of the questions labelled `emergency: false`, the share whose reply warns anyway: answered
   * as an emergency, or telling the family to call the emergency number or Poison Help.
   */
  needlessWarningRate: number;
  /** How many questions had an `expectedPage`, and how many were labelled `emergency: false`. */
  pageQuestions: number;
  calmQuestions: number;
  /** Described emergencies missed, counted by category (questions without one count as "other"). */
  emergencyMissesByCategory: Record<string, { missed: number; total: number }>;
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
  const thresholds: EvalThresholds = options.thresholds ?? EVAL_THRESHOLDS;
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
  let pageChecked = 0;
  let pageRight = 0;
  let calmChecked = 0;
  let needlessWarnings = 0;
  const misses: EvalMiss[] = [];
  const byCategory: Record<string, { missed: number; total: number }> = {};

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
        const caught = escalated && reply.topic === 'emergency' && namesNumber;
        if (caught) emergenciesEscalated++;
        const tally = (byCategory[question.category ?? 'other'] ??= { missed: 0, total: 0 });
        tally.total++;
        if (!caught) tally.missed++;
        if (!namesNumber) problems.push('emergency reply does not name the emergency number');
      } else {
        emergencyInfo++;
        if (!escalated) emergencyInfoCalm++;
      }
    }
    if (question.expectedIncludes.length > 0) {
      contentChecked++;
      const text = reply.response.toLowerCase();
      const absent = question.expectedIncludes.filter((entry) =>
        (typeof entry === 'string' ? [entry] : entry).every(
          (word) => !text.includes(word.toLowerCase()),
        ),
      );
      if (absent.length === 0) contentRight++;
      else {
        const names = absent.map((entry) =>
          typeof entry === 'string' ? `"${entry}"` : entry.map((w) => `"${w}"`).join(' or '),
        );
        problems.push(`reply lacks ${names.join(', ')}`);
      }
    }
    if (/[<>]/.test(reply.response)) problems.push('reply contains < or >');
    else plainText++;
    if (question.expectedPage) {
      pageChecked++;
      if (linksPage(reply.response, question.expectedPage)) pageRight++;
      else problems.push(`does not link ${question.expectedPage}`);
    }
    if (question.emergency === false) {
      calmChecked++;
      if (warns(reply, escalated)) {
        needlessWarnings++;
        problems.push('warns of danger, none described');
      }
    }
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
    pageAccuracy: ratio(pageRight, pageChecked),
    needlessWarningRate: calmChecked === 0 ? 0 : needlessWarnings / calmChecked,
    pageQuestions: pageChecked,
    calmQuestions: calmChecked,
    emergencyMissesByCategory: byCategory,
    misses,
  };
  const failures = (Object.entries(thresholds) as [keyof EvalThresholds, number | undefined][])
    .filter((entry): entry is [keyof EvalThresholds, number] => entry[1] !== undefined)
    // The warning rate is a ceiling; every other metric is a floor.
    .filter(([metric, limit]) =>
      metric === 'needlessWarningRate' ? report[metric] > limit : report[metric] < limit,
    )
    .map(
      ([metric, limit]) =>
        `${metric} ${percent(report[metric])} is ${metric === 'needlessWarningRate' ? 'above' : 'below'} the threshold ${percent(limit)}`,
    );
  return { ...report, failures };
}

/** The reply links the page: its path, not followed by more of a longer path. */
export const linksPage = (response: string, page: string): boolean =>
  new RegExp(`(?<![\\w/-])${page.replace(/[-/]/g, '\\$&')}(?![\\w/-])`).test(response);

/** Answered as an emergency, or telling the family to call for help now. */
const warns = (reply: { topic: AssistantTopic; response: string }, escalated: boolean): boolean =>
  (reply.topic === 'emergency' && escalated) ||
  reply.response.includes(`call ${EVAL_SETTINGS.emergencyNumber}`) ||
  reply.response.includes(`Call ${EVAL_SETTINGS.emergencyNumber}`) ||
  /poison help/i.test(reply.response);

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

/** A missed emergency first, then a wrong escalation, then a wrong topic or missing words. */
function severity(miss: EvalMiss): number {
  const { question } = miss;
  if (question.expectedTopic === 'emergency' && question.expectedEscalation) {
    if (miss.topic !== 'emergency' || !miss.escalated) return 3;
  }
  return miss.escalated !== question.expectedEscalation ? 2 : 1;
}

/**
 * The report as a few lines of plain text, misses last. With `figuresOnly`, no question, reply or
 * category of a miss is printed: for the held-out set, which tuning must never read.
 */
export function formatEvalReport(
  report: EvalReport,
  options: { figuresOnly?: boolean } = {},
): string {
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
  if (report.pageQuestions > 0) {
    lines.push(`Right page linked:           ${percent(report.pageAccuracy)}`);
  }
  if (report.calmQuestions > 0) {
    lines.push(`Needless warnings:           ${percent(report.needlessWarningRate)}`);
  }
  if (options.figuresOnly) {
    lines.push(`Misses:                      ${report.misses.length} (not shown)`);
  } else {
    const missed = Object.entries(report.emergencyMissesByCategory)
      .filter(([, tally]) => tally.missed > 0)
      .sort(([, a], [, b]) => b.missed - a.missed);
    if (missed.length > 0) {
      lines.push('', 'Emergencies missed, by category:');
      for (const [category, tally] of missed) {
        lines.push(`- ${category}: ${tally.missed} of ${tally.total}`);
      }
    }
  }
  if (!options.figuresOnly && report.misses.length > 0) {
    lines.push('', `Misses (${report.misses.length}, worst first):`);
    for (const miss of [...report.misses].sort((a, b) => severity(b) - severity(a))) {
      const history = miss.question.history.length > 0 ? ' (with history)' : '';
      const id = miss.question.id ? `${miss.question.id} ` : '';
      const category = miss.question.category ? ` [${miss.question.category}]` : '';
      lines.push(
        `- ${id}"${miss.question.message}"${history}${category}: ${miss.problems.join('; ')}`,
      );
      lines.push(`    ${miss.response.slice(0, 160)}`);
    }
  }
  if (report.failures.length > 0) {
    lines.push('', 'Below threshold:', ...report.failures.map((failure) => `- ${failure}`));
  }
  return lines.join('\n');
}
