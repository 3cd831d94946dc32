import { defineAuditActions } from '../../platform/audit/audit-actions';

/** Account changes have no words yet: the log shows them as they are stored. */
export const accountAudit = defineAuditActions({
  'user.email_change_requested': null,
  'user.email_change_cancelled': null,
  'user.password_changed': null,
  'user.deletion_scheduled': null,
  'user.deletion_cancelled': null,
  'user.deleted': null,
  'member.account_deleted': null,
  'circle.deleted': null,
});
