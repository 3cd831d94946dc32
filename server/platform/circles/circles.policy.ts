import type { FastifyRequest } from 'fastify';
import { can, type CircleRight, type CircleRole } from '../../../shared/permissions';
import { forbidden, notFound } from '../../lib/errors';
import { requireAuth } from '../auth/auth.plugin';
import { type Caller, defineCaller } from '../auth/callers';
import type { SessionUser } from '../auth/sessions.service';

/** A signed-in member acting in their current circle. */
export interface CircleActor {
  user: SessionUser;
  sessionId: string;
  circleId: string;
  role: CircleRole;
  ip: string;
}

export const NO_CIRCLE_MESSAGE =
  'You are not part of a care circle yet. Ask your family’s caregiver for an invitation.';
export const NOT_ALLOWED_MESSAGE =
  'Only caregivers can do this. Ask a caregiver in your circle if something needs changing.';
export const OTHER_CIRCLE_MESSAGE =
  'We could not find that care circle. If you belong to it, switch to it first.';

/**
 * The signed-in user in their current circle, if their role there has `right` (the table in
 * shared/permissions.ts): 401 when signed out, 403 without a circle or without the right.
 * Anything looked up by id afterwards is scoped to `circleId`, so another circle's ids answer 404.
 */
function requireCircle(request: FastifyRequest, right: CircleRight): CircleActor {
  const { user, sessionId, membership } = requireAuth(request);
  if (!membership) throw forbidden(NO_CIRCLE_MESSAGE);
  if (!can(membership.role, right)) throw forbidden(NOT_ALLOWED_MESSAGE);
  return { user, sessionId, circleId: membership.circleId, role: membership.role, ip: request.ip };
}

/** A route's caller (callers.ts): a member of their current circle whose role has `right`. */
export const circleCaller = (right: CircleRight): Caller<CircleActor> =>
  defineCaller((request) => requireCircle(request, right));

/**
 * The caller of a route that names its circle in the path (`/api/circles/:circleId/…`, decision
 * 034): it must be the circle the session works in, checked after the right, and any other circle
 * (or a malformed id) answers 404, so a stranger never learns whether it exists.
 */
export const circleInPathCaller = (right: CircleRight): Caller<CircleActor> =>
  defineCaller((request) => {
    const actor = requireCircle(request, right);
    // Read before validation: the raw path parameter, a string or absent.
    const { circleId } = request.params as { circleId?: string };
    if (circleId !== actor.circleId) throw notFound(OTHER_CIRCLE_MESSAGE);
    return actor;
  });
