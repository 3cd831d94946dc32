import { defineAuditActions } from '../audit/audit-actions';

/**
 * Staff sign-ins and staff accounts, recorded with `subject: staff:<id>` (who acted) and no circle;
 * the account acted on is in the detail.
 */
export const staffAudit = defineAuditActions({
  'staff.second_factor_enrolled': 'Set up their authenticator app',
  'staff.signed_in': 'Signed in to the staff desk',
  'staff.second_factor_failed': 'Entered a wrong sign-in code',
  'staff.second_factor_reset': 'Had their authenticator app reset by an operator',
  'staff.account_created': 'Created a staff account',
  'staff.account_disabled': 'Switched off a staff account',
});
