import { defineAuditActions } from '../../platform/audit/audit-actions';

export const crisisAudit = defineAuditActions({
  'crisis.sent': 'Sent a crisis alert',
  'crisis.answered': 'Answered a crisis alert',
  'crisis.resolved': 'Closed a crisis alert',
});
