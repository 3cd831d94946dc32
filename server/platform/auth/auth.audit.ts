import { defineAuditActions } from '../audit/audit-actions';

export const authAudit = defineAuditActions({
  'user.registered': 'Created their account',
  'user.password_reset': 'Set a new password with a reset link',
  'user.email_confirmed': 'Confirmed their email address',
  'user.email_changed': 'Changed their email address with a link sent to the new one',
});
