import { describe, expect, it } from 'vitest';
import { formatEvalReport, linksPage, loadEvalQuestions, runAssistantEval } from './eval/run-eval';
import { EVAL_SETS } from './eval/question-sets';
import {
  DEVELOPMENT_2_THRESHOLDS,
  DEVELOPMENT_3_THRESHOLDS,
  DEVELOPMENT_4_THRESHOLDS,
  DEVELOPMENT_THRESHOLDS,
  EVAL_THRESHOLDS,
  CIRCLE_DEVELOPMENT_THRESHOLDS,
  EVERYDAY_DEVELOPMENT_MORE_THRESHOLDS,
  EVERYDAY_DEVELOPMENT_THRESHOLDS,
  EVERYDAY_HELD_OUT_THRESHOLDS,
  HELD_OUT_EMERGENCY_RECALL_TARGET,
  HELD_OUT_THRESHOLDS,
} from './eval/thresholds';

describe('assistant evaluation', () => {
  it('covers every topic with enough questions of each safety kind', () => {
    const questions = loadEvalQuestions();
    const count = (predicate: (q: (typeof questions)[number]) => boolean) =>
      questions.filter(predicate).length;
    expect(questions.length).toBeGreaterThanOrEqual(70);
    expect(
      count((q) => q.expectedTopic === 'emergency' && q.expectedEscalation),
    ).toBeGreaterThanOrEqual(12);
    expect(
      count((q) => q.expectedTopic === 'emergency' && !q.expectedEscalation),
    ).toBeGreaterThanOrEqual(8);
    expect(count((q) => q.expectedTopic === 'human')).toBeGreaterThanOrEqual(8);
    expect(count((q) => q.expectedTopic === 'medical')).toBeGreaterThanOrEqual(6);
    expect(count((q) => q.history.length > 0)).toBeGreaterThanOrEqual(5);
  });

  it('meets the thresholds on the tuned set', async () => {
    const report = await runAssistantEval();
    expect(report.failures, formatEvalReport(report)).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
    expect(report.topicAccuracy).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.topicAccuracy);
  });

  it('meets the measured figures on the outside development set', async () => {
    const report = await runAssistantEval({
      questions: loadEvalQuestions(EVAL_SETS.development),
      thresholds: DEVELOPMENT_THRESHOLDS,
    });
    expect(report.failures, formatEvalReport(report)).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
  });

  // development-2 was written before the detector was read (85.4 % emergency recall on its first
  // run); its thresholds are what was measured on it (eval/thresholds.ts), not targets chosen to
  // pass.
  it('meets the measured figures on the second outside development set', async () => {
    const report = await runAssistantEval({
      questions: loadEvalQuestions(EVAL_SETS['development-2']),
      thresholds: DEVELOPMENT_2_THRESHOLDS,
    });
    expect(report.failures, formatEvalReport(report)).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
  });

  // development-3 was written and committed before it was first run (93.0 % emergency recall
  // then); its thresholds are what was measured on it, not targets chosen to pass.
  it('meets the measured figures on the third outside development set', async () => {
    const report = await runAssistantEval({
      questions: loadEvalQuestions(EVAL_SETS['development-3']),
      thresholds: DEVELOPMENT_3_THRESHOLDS,
    });
    expect(report.failures, formatEvalReport(report)).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
  });

  // development-4 was written and committed before it was first run (94.4 % emergency recall
  // then); its thresholds are what was measured on it, not targets chosen to pass.
  it('meets the measured figures on the fourth outside development set', async () => {
    const report = await runAssistantEval({
      questions: loadEvalQuestions(EVAL_SETS['development-4']),
      thresholds: DEVELOPMENT_4_THRESHOLDS,
    });
    expect(report.failures, formatEvalReport(report)).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
  });

  it('keeps the fourth development set mostly emergencies, with near-misses that share their words', () => {
    const questions = loadEvalQuestions(EVAL_SETS['development-4']);
    const emergencies = questions.filter(
      (q) => q.expectedEscalation && q.expectedTopic === 'emergency',
    );
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(emergencies.length * 3).toBeGreaterThanOrEqual(questions.length * 2);
    expect(new Set(emergencies.map((q) => q.category)).size).toBe(16);
    expect(questions.filter((q) => !q.expectedEscalation).length).toBeGreaterThanOrEqual(40);
    const otherIds = new Set(
      (['tuned', 'development', 'development-2', 'development-3'] as const).flatMap((name) =>
        loadEvalQuestions(EVAL_SETS[name]).map((q) => q.id),
      ),
    );
    expect(questions.filter((q) => otherIds.has(q.id))).toEqual([]);
  });

  it('keeps the third development set broad: every emergency kind, half of it safety', () => {
    const questions = loadEvalQuestions(EVAL_SETS['development-3']);
    expect(questions.length).toBeGreaterThanOrEqual(300);
    expect(questions.filter((q) => q.safetyRelated).length * 2).toBeGreaterThanOrEqual(
      questions.length,
    );
    const emergencyCategories = new Set(
      questions
        .filter((q) => q.expectedEscalation && q.expectedTopic === 'emergency')
        .map((q) => q.category),
    );
    expect(emergencyCategories.size).toBe(16);
    const everyday = questions.filter(
      (q) =>
        !q.expectedEscalation && q.expectedTopic !== 'emergency' && q.expectedTopic !== 'medical',
    );
    expect(everyday.length).toBeGreaterThanOrEqual(60);
  });

  describe('the outside held-out set (figures only: its questions and replies are never printed)', () => {
    const heldOut = () =>
      runAssistantEval({
        questions: loadEvalQuestions(EVAL_SETS['held-out']),
        thresholds: HELD_OUT_THRESHOLDS,
      });

    it('meets the figures measured on its one run', async () => {
      const report = await heldOut();
      expect(report.failures, formatEvalReport(report, { figuresOnly: true })).toEqual([]);
    });

    // 100 % since the second harm check (decision 039); 95.1 %, 94.2 % and 80.6 % with the rules
    // alone before it.
    it('catches every described emergency (target 100 %)', async () => {
      const report = await heldOut();
      expect(report.emergencyRecall).toBe(HELD_OUT_EMERGENCY_RECALL_TARGET);
    });
  });

  // The everyday sets measure the page an answer links and the warnings it needlessly gives
  // (eval/external/README.md); their thresholds are what was measured, far below the goal.
  it('meets the measured figures on the everyday development set', async () => {
    const report = await runAssistantEval({
      questions: loadEvalQuestions(EVAL_SETS['everyday-development']),
      thresholds: EVERYDAY_DEVELOPMENT_THRESHOLDS,
    });
    expect(report.failures, formatEvalReport(report)).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
    expect(report.pageQuestions).toBeGreaterThanOrEqual(120);
  });

  it.each(Object.entries(EVERYDAY_DEVELOPMENT_MORE_THRESHOLDS))(
    'meets the measured figures on %s, with 70 emergencies among its questions',
    async (name, thresholds) => {
      const questions = loadEvalQuestions(EVAL_SETS[name as keyof typeof EVAL_SETS]);
      const report = await runAssistantEval({ questions, thresholds });
      expect(report.failures, formatEvalReport(report)).toEqual([]);
      expect(questions.filter((question) => question.emergency === true)).toHaveLength(70);
    },
  );

  it('catches every emergency said around the family records, and measures its warnings', async () => {
    const report = await runAssistantEval({
      questions: loadEvalQuestions(EVAL_SETS['circle-development']),
      thresholds: CIRCLE_DEVELOPMENT_THRESHOLDS,
    });
    expect(report.failures, formatEvalReport(report)).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
  });

  it('meets the figures measured on the everyday held-out set (figures only)', async () => {
    const report = await runAssistantEval({
      questions: loadEvalQuestions(EVAL_SETS['everyday-held-out']),
      thresholds: EVERYDAY_HELD_OUT_THRESHOLDS,
    });
    expect(report.failures, formatEvalReport(report, { figuresOnly: true })).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
  });

  it('counts a linked page only when the reply names that page, not a longer one', () => {
    expect(linksPage('You can read more at /sundowning.', '/sundowning')).toBe(true);
    expect(linksPage('See /help/medication-reminders#times', '/help/medication-reminders')).toBe(
      true,
    );
    expect(linksPage('You can read more at /sundowning-tips.', '/sundowning')).toBe(false);
    expect(linksPage('You can read more at /resources.', '/sundowning')).toBe(false);
  });
});
