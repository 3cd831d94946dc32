import { defineAuditActions } from '../../platform/audit/audit-actions';

export const careRecipientAudit = defineAuditActions({
  'care_recipient.viewed': 'Viewed the care recipient’s profile',
  'care_recipient.updated': 'Changed the care recipient’s profile',
  'care_recipient.photo_changed': 'Changed the care recipient’s photo',
  'care_recipient.photo_removed': 'Removed the care recipient’s photo',
});
