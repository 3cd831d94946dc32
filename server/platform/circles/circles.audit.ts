import { defineAuditActions } from '../audit/audit-actions';

export const circlesAudit = defineAuditActions({
  'circle.created': 'Started the care circle',
  'member.role_changed': 'Changed a member’s role',
  'member.removed': 'Removed a member',
  'member.left': 'Left the care circle',
  'invitation.created': 'Sent an invitation',
  'invitation.revoked': 'Cancelled an invitation',
  'invitation.accepted': 'Joined with an invitation',
});
