import { defineAuditActions } from '../../platform/audit/audit-actions';

export const medicationsAudit = defineAuditActions({
  'medications.viewed': 'Looked at the medicines and doses',
  'medication.added': 'Added a medicine',
  'medication.changed': 'Changed a medicine',
  'medication.paused': 'Paused a medicine',
  'medication.resumed': 'Resumed a medicine',
  'medication.stopped': 'Stopped a medicine',
  'medication.photo_changed': 'Changed a medicine’s photo',
  'medication.restocked': 'Updated a medicine’s stock',
  'medication.settings_changed': 'Changed the reminder settings',
  'dose.logged': 'Logged a dose',
});
