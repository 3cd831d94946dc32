import { defineAuditActions } from '../audit/audit-actions';

export const notificationsAudit = defineAuditActions({
  'notification.email_unsubscribed': 'Turned off a kind of email with the link in one',
});
