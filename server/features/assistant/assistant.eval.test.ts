import { describe, expect, it } from 'vitest';
import { formatEvalReport, loadEvalQuestions, runAssistantEval } from './eval/run-eval';
import { EVAL_THRESHOLDS } from './eval/thresholds';

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

  it('meets the thresholds', async () => {
    const report = await runAssistantEval();
    expect(report.failures, formatEvalReport(report)).toEqual([]);
    expect(report.emergencyRecall).toBe(1);
    expect(report.topicAccuracy).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.topicAccuracy);
  });
});
