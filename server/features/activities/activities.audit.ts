import { defineAuditActions } from '../../platform/audit/audit-actions';

export const activitiesAudit = defineAuditActions({
  'activity.settings_changed': 'Changed the games’ difficulty or read-aloud voice',
  'activity.session_recorded': 'Recorded a session of a game',
  'activity.enjoyment_answered': 'Said whether a game was enjoyed',
  'activity.log_viewed': 'Looked at the games’ log',
});
