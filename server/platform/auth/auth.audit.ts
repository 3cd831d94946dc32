import { defineAuditActions } from '../audit/audit-actions';

export const authAudit = defineAuditActions({
  'user.registered': 'Created their account',
});
