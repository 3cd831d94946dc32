import { defineAuditActions } from '../../platform/audit/audit-actions';

export const dashboardAudit = defineAuditActions({
  'dashboard.viewed': 'Looked at the dashboard',
});
