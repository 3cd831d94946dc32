import { describe, expect, it } from 'vitest';
import { TOUR_STEPS } from './tour-steps';
import { routeForStep, tourProgress } from './tour.logic';

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

  it('keep a family member away from screens that are not theirs', () => {
    const familyRoutes = TOUR_STEPS.map((step) => routeForStep(step, 'family'));
    expect(familyRoutes).toEqual([
      '/',
      null,
      null,
      '/medications',
      '/community',
      '/memory-support',
      '/care-plans',
      '/account',
      '/',
    ]);
    expect(TOUR_STEPS.map((step) => routeForStep(step, 'caregiver'))).toEqual(
      TOUR_STEPS.map((step) => step.route),
    );
  });
});
