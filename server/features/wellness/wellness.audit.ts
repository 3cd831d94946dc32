import { defineAuditActions } from '../../platform/audit/audit-actions';

/**
 * Self-checks and settings are recorded without a circle (decision 036): they are the person's
 * own, so not even the fact that someone took one reaches the circle's log. The respite plan is
 * the circle's, and recorded in its log.
 */
export const wellnessAudit = defineAuditActions({
  'wellness.self_check_taken': 'Took a caregiver self-check',
  'wellness.self_check_deleted': 'Deleted a caregiver self-check',
  'wellness.settings_changed': 'Changed their own wellness settings',
  'respite.helper_added': 'Added someone who can step in to the respite plan',
  'respite.helper_removed': 'Removed someone from the respite plan',
  'respite.notes_changed': 'Changed what a helper needs to know in the respite plan',
});
