import { defineAuditActions } from './audit-actions';

/** The log's own action. Nothing records it yet; its words are kept for when something does. */
export const auditAudit = defineAuditActions({
  'audit.viewed': 'Looked at the audit log',
});
