import { defineAuditActions } from '../../platform/audit/audit-actions';

export const activitiesAudit = defineAuditActions({
  'activity.settings_changed': 'Changed the games’ difficulty or read-aloud voice',
  'activity.session_recorded': 'Recorded a session of a game',
  'activity.enjoyment_answered': 'Said whether a game was enjoyed',
  'activity.log_viewed': 'Looked at the games’ log',
  'activity.sequence_added': 'Made a sequence from the family’s photos for the games',
  'activity.sequence_changed': 'Changed a sequence made from the family’s photos',
  'activity.sequence_removed': 'Removed a sequence made from the family’s photos',
});
