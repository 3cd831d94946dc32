import { defineAuditActions } from '../../platform/audit/audit-actions';

export const emergencyAudit = defineAuditActions({
  'emergency_contact.added': 'Added an emergency contact',
  'emergency_contact.updated': 'Changed an emergency contact',
  'emergency_contact.removed': 'Removed an emergency contact',
  'emergency_contact.reordered': 'Changed the order of emergency contacts',
  'emergency_profile.viewed': 'Viewed the emergency profile',
  'emergency_profile.updated': 'Changed the emergency profile',
  'emergency_link.created': 'Made a link to the emergency sheet',
  'emergency_link.revoked': 'Turned off a link to the emergency sheet',
  'emergency_link.opened': 'Someone opened the emergency sheet from its link',
  'location.sharing_started': 'Started sharing their location',
  'location.sharing_stopped': 'Stopped sharing their location',
});
