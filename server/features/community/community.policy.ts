import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { defineCaller } from '../../platform/auth/callers';
import { requireStaff } from '../../platform/staff/staff.policy';
import type { Moderator, Viewer } from './moderated-writing';

/**
 * The community is open to every family account, caregivers and family members alike (spec §2),
 * in a circle or not: it is the account's, never the circle's. Staff use the moderation routes.
 */
export const communityCaller = defineCaller((request: FastifyRequest): Viewer => {
  const { user } = requireAuth(request);
  return { userId: user.id, name: user.name, ip: request.ip };
});

/** Moderators and admins (STAFF_RIGHTS['community.moderate']). */
export const moderatorCaller = defineCaller((request: FastifyRequest): Moderator => {
  const { staff } = requireStaff(request, 'community.moderate');
  return { staffId: staff.id, ip: request.ip };
});
