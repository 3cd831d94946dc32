import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { defineCaller } from '../../platform/auth/callers';
import { SELF_CHECK_NOT_FOUND, type Person } from './wellness.service';

/**
 * The wellness centre is the signed-in person's own (decision 036): no circle right opens
 * anyone else's, and staff have no way in.
 */
function requirePerson(request: FastifyRequest): Person & { circleId: string | null } {
  const { user, membership } = requireAuth(request);
  return { userId: user.id, ip: request.ip, circleId: membership?.circleId ?? null };
}

/** A route's caller (callers.ts): the signed-in person, for their own wellness centre. */
export const personCaller = defineCaller(requirePerson);

/**
 * For one self-check by id: a staff session is told it does not exist, as is any member,
 * caregiver or not, asking for someone else's (the service looks it up by its owner).
 */
export const selfCheckOwnerCaller = defineCaller((request): Person => {
  if (!request.auth && request.staffAuth) throw notFound(SELF_CHECK_NOT_FOUND);
  return requirePerson(request);
});
