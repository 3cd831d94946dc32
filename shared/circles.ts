import { z } from 'zod';
import { enteredDate } from './entered-dates';
import { loginSchema } from './auth';
import { invitationCodeSchema } from './invitation-code';
import { CIRCLE_ROLES } from './permissions';

export const CIRCLE_ROLE_LABELS = { caregiver: 'Caregiver', family: 'Family member' } as const;

/** An invitation is good for this long. */
export const INVITATION_TTL_DAYS = 7;

export const acceptInvitationSchema = z.object({ code: invitationCodeSchema });

export const createInvitationSchema = z.object({
  email: loginSchema.shape.email,
  role: z.enum(CIRCLE_ROLES, { error: 'Please choose a role' }),
});
export type CreateInvitation = z.infer<typeof createInvitationSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(CIRCLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The answer to creating an invitation: the only time its code leaves the server. */
export const createdInvitationSchema = invitationSchema.extend({
  code: z.string(),
  link: z.string(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** What anyone holding a code may see before accepting it. */
export const invitationPreviewSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  recipientName: z.string().nullable(),
  invitedBy: z.string().nullable(),
  role: z.enum(CIRCLE_ROLES),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(CIRCLE_ROLES),
  joinedAt: z.string(),
  isYou: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberRoleSchema = z.object({
  role: z.enum(CIRCLE_ROLES, { error: 'Please choose a role' }),
});

export const circleSummarySchema = z.object({
  id: z.string(),
  recipientName: z.string().nullable(),
  role: z.enum(CIRCLE_ROLES),
  isCurrent: z.boolean(),
});
export type CircleSummary = z.infer<typeof circleSummarySchema>;

export const switchCircleSchema = z.object({
  circleId: z.uuid({ error: 'We could not find that care circle.' }),
});

/** Kinds of audit entries the log can be filtered by: the part of the action before the dot. */
export const AUDIT_CATEGORIES = {
  circle: 'Care circle',
  care_recipient: 'Care recipient profile',
  member: 'Members and roles',
  invitation: 'Invitations',
  export: 'Data export',
  emergency_contact: 'Emergency contacts',
  emergency_profile: 'Emergency profile',
  emergency_link: 'Emergency sheet links',
  location: 'Location sharing',
  crisis: 'Crisis alerts',
  appointment: 'Appointments',
  calendar_feed: 'Calendar feeds',
  task: 'Family tasks',
  tracking: 'Tracking',
  activity: 'Games and their log',
  doctor_report: 'Doctor-visit reports',
  dashboard: 'Dashboard',
  user: 'Accounts',
} as const;
export type AuditCategory = keyof typeof AUDIT_CATEGORIES;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  actor: z.uuid({ error: 'Please choose a person from the list' }).optional(),
  category: z.string().max(40).optional(),
  from: enteredDate('Please enter a start date like 2026-03-01').optional(),
  to: enteredDate('Please enter an end date like 2026-03-31').optional(),
  /** The id of the last entry of the previous page. */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorName: z.string().nullable(),
  actorUserId: z.string().nullable(),
  action: z.string(),
  description: z.string(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.number().nullable(),
});

/** The current circle as every screen needs it: who is cared for, and my role. */
export const currentCircleSchema = z.object({
  id: z.string(),
  role: z.enum(CIRCLE_ROLES),
  recipientName: z.string().nullable(),
  recipientPhotoUrl: z.string().nullable(),
  timeZone: z.string(),
  isSetUp: z.boolean(),
  setupStep: z.number(),
});
export type CurrentCircle = z.infer<typeof currentCircleSchema>;

export const newCircleSchema = z.object({
  timeZone: z.string().trim().max(64).optional(),
});
