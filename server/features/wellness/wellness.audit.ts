import { defineAuditActions } from '../../platform/audit/audit-actions';

/**
 * Recorded without a circle (decision 036): the self-check is the person's own, so not even the
 * fact that someone took one reaches the circle's log.
 */
export const wellnessAudit = defineAuditActions({
  'wellness.self_check_taken': 'Took a caregiver self-check',
  'wellness.self_check_deleted': 'Deleted a caregiver self-check',
  'wellness.settings_changed': 'Changed their own wellness settings',
});
