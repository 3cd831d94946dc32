import type { FastifyRequest } from 'fastify';
import { can, type CircleRight, type CircleRole } from '../../../shared/permissions';
import { forbidden } from '../../lib/errors';
import { requireAuth } from '../auth/auth.plugin';
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

/**
 * The signed-in user in their current circle, if their role there has `right` (the table in
 * shared/permissions.ts): 401 when signed out, 403 without a circle or without the right.
 * Anything looked up by id afterwards is scoped to `circleId`, so another circle's ids answer 404.
 */
export function requireCircle(request: FastifyRequest, right: CircleRight): CircleActor {
  const { user, sessionId, membership } = requireAuth(request);
  if (!membership) throw forbidden(NO_CIRCLE_MESSAGE);
  if (!can(membership.role, right)) throw forbidden(NOT_ALLOWED_MESSAGE);
  return { user, sessionId, circleId: membership.circleId, role: membership.role, ip: request.ip };
}
