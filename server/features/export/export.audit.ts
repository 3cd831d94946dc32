import { defineAuditActions } from '../../platform/audit/audit-actions';

export const exportAudit = defineAuditActions({
  'export.downloaded': 'Downloaded all of the circle’s data',
});
