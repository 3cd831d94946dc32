import { describe, expect, it } from 'vitest';
import { mayOpen } from '../../../shared/route-access';
import { FAMILY_TOUR_STEPS, TOUR_STEPS, tourStepsFor } from './tour-steps';
import { tourProgress } from './tour.logic';

describe('the tour steps (spec §3, §4)', () => {
  it('are the nine steps in order, each with its screen', () => {
    expect(TOUR_STEPS.map((step) => [step.id, step.route])).toEqual([
      ['welcome', '/'],
      ['dashboard', '/dashboard'],
      ['tracking', '/tracking'],
      ['medications', '/medications'],
      ['community', '/community'],
      ['memory-support', '/memory-support'],
      ['care-plans', '/care-plans'],
      ['family-access', '/account'],
      ['complete', '/'],
    ]);
    for (const step of TOUR_STEPS) {
      expect(step.title).not.toBe('');
      expect(step.description).not.toBe('');
      expect(step.content.length).toBeGreaterThan(60);
    }
  });

  it('show progress as step over total, rounded, never above 100', () => {
    expect(tourProgress(0, 9)).toBe(11);
    expect(tourProgress(4, 9)).toBe(56);
    expect(tourProgress(8, 9)).toBe(100);
    expect(tourProgress(12, 9)).toBe(100);
    expect(tourProgress(0, 0)).toBe(0);
  });

  it('are nine for a caregiver, exactly the spec’s', () => {
    expect(tourStepsFor('caregiver')).toBe(TOUR_STEPS);
  });

  it('follow a family member’s rights: only screens they can open, in their own words', () => {
    const steps = tourStepsFor('family');
    expect(steps.map((step) => [step.id, step.route])).toEqual([
      ['welcome', '/'],
      ['memory-support', '/memory-support'],
      ['medications', '/medications'],
      ['tasks', '/tasks'],
      ['community', '/community'],
      ['care-plans', '/care-plans'],
      ['your-account', '/account'],
      ['complete', '/'],
    ]);
    for (const [role, roleSteps] of [
      ['caregiver', TOUR_STEPS],
      ['family', FAMILY_TOUR_STEPS],
    ] as const) {
      for (const step of roleSteps) expect(mayOpen(role, step.route), step.id).toBe(true);
    }
    // Nothing a family member cannot do: no dashboard, no tracking, no invitations to send.
    const words = steps
      .map((step) => `${step.title} ${step.description} ${step.content}`)
      .join(' ');
    expect(words).not.toMatch(/dashboard|tracking|you send|Family administration/i);
    for (const step of steps) expect(step.content.length).toBeGreaterThan(60);
  });
});
