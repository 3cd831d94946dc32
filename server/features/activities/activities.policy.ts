import type { FastifyRequest } from 'fastify';
import { can, type CircleRight } from '../../../shared/permissions';
import { forbidden, notFound } from '../../lib/errors';
import { type CircleActor, requireCircle } from '../../platform/circles/circles.policy';

export const OTHER_CIRCLE_MESSAGE =
  'We could not find that care circle. If you belong to it, switch to it first.';
export const NOT_YOUR_SESSION_MESSAGE =
  'Only the person who recorded this session, or a caregiver, can answer for it.';

/**
 * The games' routes name their circle in the path (`/api/circles/:circleId/activities/…`). It must
 * be the circle the session works in, checked after the right: another circle answers 404, so a
 * stranger never learns whether it exists.
 */
export function requireActivitiesCircle(
  request: FastifyRequest<{ Params: { circleId: string } }>,
  right: CircleRight,
): CircleActor {
  const actor = requireCircle(request, right);
  if (request.params.circleId !== actor.circleId) throw notFound(OTHER_CIRCLE_MESSAGE);
  return actor;
}

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
