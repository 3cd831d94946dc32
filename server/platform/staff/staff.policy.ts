import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../shared/staff';
import { forbidden, unauthorized } from '../../lib/errors';
import type { StaffContext } from '../auth/auth.plugin';

/** What each staff role may do. Family accounts have no staff rights at all. */
const STAFF_RIGHTS = {
  'desk.read': ['specialist', 'admin'],
  'desk.work': ['specialist', 'admin'],
  'outbox.read': ['specialist', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffRight = keyof typeof STAFF_RIGHTS;

/** The signed-in staff member, if their role has the right; 401 for anyone else. */
export function requireStaff(request: FastifyRequest, right?: StaffRight): StaffContext {
  const context = request.staffAuth;
  if (!context) throw unauthorized('Please sign in with a staff account.');
  if (right && !(STAFF_RIGHTS[right] as readonly StaffRole[]).includes(context.staff.role)) {
    throw forbidden('Your staff role does not include this.');
  }
  return context;
}
