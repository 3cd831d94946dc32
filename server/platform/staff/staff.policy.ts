import type { FastifyRequest } from 'fastify';
import { type StaffRight, staffMay } from '../../../shared/staff';
import { forbidden, unauthorized } from '../../lib/errors';
import type { StaffContext } from '../auth/auth.plugin';
import { type Caller, defineCaller } from '../auth/callers';

export type { StaffRight };

/**
 * The signed-in staff member, if their role has the right (the rights table is STAFF_RIGHTS in
 * shared/staff.ts); 401 for family accounts and visitors, 403 for another staff role.
 */
export function requireStaff(request: FastifyRequest, right?: StaffRight): StaffContext {
  const context = request.staffAuth;
  if (!context) throw unauthorized('Please sign in with a staff account.');
  if (right && !staffMay(context.staff.role, right)) {
    throw forbidden('Your staff role does not include this.');
  }
  return context;
}

/** A route's caller (callers.ts): a staff member, whose role has `right` when one is named. */
export const staffCaller = (right?: StaffRight): Caller<StaffContext> =>
  defineCaller((request) => requireStaff(request, right));
