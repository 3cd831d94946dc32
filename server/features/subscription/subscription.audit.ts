import { defineAuditActions } from '../../platform/audit/audit-actions';

export const subscriptionAudit = defineAuditActions({
  'subscription.checkout_started': 'Started paying for the plan',
  'subscription.portal_opened': 'Opened the billing settings',
  'subscription.changed': 'The plan’s payment state changed',
});
