import { defineAuditActions } from '../audit/audit-actions';

/** Staff sign-ins, recorded with `subject: staff:<id>` and no circle. */
export const staffAudit = defineAuditActions({
  'staff.second_factor_enrolled': 'Set up their authenticator app',
  'staff.signed_in': 'Signed in to the staff desk',
  'staff.second_factor_failed': 'Entered a wrong sign-in code',
  'staff.second_factor_reset': 'Had their authenticator app reset by an operator',
});
