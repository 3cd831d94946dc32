import { defineAuditActions } from '../../platform/audit/audit-actions';

export const trackingAudit = defineAuditActions({
  'tracking.logged': 'Logged an observation for the doctor',
  'tracking.removed': 'Removed a logged observation',
  'tracking.viewed': 'Looked at tracking and its charts',
  'doctor_report.viewed': 'Made a doctor-visit report',
  'doctor_report.exported': 'Downloaded tracking as a spreadsheet (CSV)',
});
