import { can } from '../../../shared/permissions';
import { forbidden } from '../../lib/errors';
import { type CircleActor, requireCircleInPath } from '../../platform/circles/circles.policy';

export { OTHER_CIRCLE_MESSAGE } from '../../platform/circles/circles.policy';
export const NOT_YOUR_SESSION_MESSAGE =
  'Only the person who recorded this session, or a caregiver, can answer for it.';

/**
 * The games' routes name their circle in the path (`/api/circles/:circleId/activities/…`). It must
 * be the circle the session works in, checked after the right: another circle answers 404, so a
 * stranger never learns whether it exists.
 */
export const requireActivitiesCircle = requireCircleInPath;

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
