import { defineAuditActions } from '../../platform/audit/audit-actions';

/**
 * What staff do in the console's support screens, recorded with `subject: staff:<id>` (who acted),
 * no circle, and what they acted on in the detail. Viewing counts: support sees accounts, so each
 * look is on record.
 */
export const consoleAudit = defineAuditActions({
  'console.families_viewed': 'Viewed the list of families (staff)',
  'console.person_looked_up': 'Looked up an account by email (staff)',
  'console.invitation_resent': 'Sent an invitation again (staff)',
  'console.password_reset_sent': 'Sent a password-reset link (staff)',
  'console.sessions_ended': 'Signed an account out everywhere (staff)',
  'console.system_viewed': 'Viewed the system page (staff)',
  'console.figures_viewed': 'Viewed the subscription figures (staff)',
});
