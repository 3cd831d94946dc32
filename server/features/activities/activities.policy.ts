import { can } from '../../../shared/permissions';
import { forbidden } from '../../lib/errors';
import type { CircleActor } from '../../platform/circles/circles.policy';

export { OTHER_CIRCLE_MESSAGE } from '../../platform/circles/circles.policy';
export const NOT_YOUR_SESSION_MESSAGE =
  'Only the person who recorded this session, or a caregiver, can answer for it.';

/** Sees every session of the circle (caregivers), rather than only their own. */
export const seesAllSessions = (actor: CircleActor): boolean =>
  can(actor.role, 'activities.history');

/** Whoever recorded a session answers "did they enjoy it"; a caregiver may too. */
export function assertMayAnswer(
  actor: CircleActor,
  session: { recordedByUserId: string | null },
): void {
  if (session.recordedByUserId !== actor.user.id && !seesAllSessions(actor)) {
    throw forbidden(NOT_YOUR_SESSION_MESSAGE);
  }
}
