import { describe, expect, it } from 'vitest';
import { COMMUNITY_CRISIS_KINDS } from '../../../../shared/community';
import { crisisKindOf } from '../../../platform/safety/safety';
import { CRISIS_EVAL_THRESHOLDS } from './crisis-thresholds';
import { formatCrisisReport, loadCrisisPosts, runCrisisEval } from './run-crisis-eval';

describe('community crisis check evaluation (decision 069)', () => {
  it('covers every kind of crisis and plenty of ordinary writing in both sets', () => {
    for (const name of ['tuning', 'held-out'] as const) {
      const posts = loadCrisisPosts(name);
      for (const kind of COMMUNITY_CRISIS_KINDS)
        expect(
          posts.filter((post) => post.kind === kind).length,
          `${name} ${kind}`,
        ).toBeGreaterThanOrEqual(5);
      expect(posts.filter((post) => post.kind === null).length, name).toBeGreaterThanOrEqual(30);
    }
  });

  it('meets the thresholds on the tuning set, naming neglect as neglect', () => {
    const posts = loadCrisisPosts('tuning');
    const report = runCrisisEval(posts, crisisKindOf);
    console.log(`tuning\n${formatCrisisReport(report)}`);
    expect(report.recall).toBeGreaterThanOrEqual(CRISIS_EVAL_THRESHOLDS.tuning.recall);
    expect(report.falseAlarmRate).toBeLessThanOrEqual(CRISIS_EVAL_THRESHOLDS.tuning.falseAlarmRate);
    const neglect = posts.filter((post) => post.kind === 'neglect');
    const named = neglect.filter((post) => crisisKindOf(post.text) === 'neglect');
    expect(named.length / neglect.length).toBeGreaterThanOrEqual(0.95);
  });

  // Held-out is measured, never tuned on: only its figures are printed.
  it('keeps the measured floor on the held-out set', () => {
    const report = runCrisisEval(loadCrisisPosts('held-out'), crisisKindOf);
    console.log(`held-out\n${formatCrisisReport(report, { figuresOnly: true })}`);
    expect(report.recall).toBeGreaterThanOrEqual(CRISIS_EVAL_THRESHOLDS['held-out'].recall);
    expect(report.falseAlarmRate).toBeLessThanOrEqual(
      CRISIS_EVAL_THRESHOLDS['held-out'].falseAlarmRate,
    );
  });
});
