import { defineAuditActions } from '../../platform/audit/audit-actions';

export const appointmentsAudit = defineAuditActions({
  'appointment.created': 'Added an appointment',
  'appointment.updated': 'Changed an appointment',
  'appointment.cancelled': 'Cancelled an appointment',
  'appointment.restored': 'Brought back a cancelled appointment',
  'appointment.notes_updated': 'Wrote notes after an appointment',
  'appointment.viewed': 'Looked at appointments',
  'calendar_feed.created': 'Made a calendar feed for their phone',
  'calendar_feed.revoked': 'Turned off their calendar feed',
  'calendar_feed.read': 'A phone calendar read the appointments feed',
});
