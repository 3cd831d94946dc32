import type { Role } from '../../../shared/auth';
import { mayOpen } from '../../../shared/route-access';
import type { TourStep } from './tour-steps';

/** Spec §4: the step number over the total, as a whole percentage, never above 100. */
export const tourProgress = (stepIndex: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round(((stepIndex + 1) / total) * 100)) : 0;

/**
 * Where a step takes this person: its own route, or nowhere (null) for a family member when the
 * route is one they cannot open — the step's text explains the feature instead.
 */
export const routeForStep = (step: TourStep, role: Role): string | null =>
  mayOpen(role, step.route) ? step.route : null;
