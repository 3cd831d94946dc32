import { z } from 'zod';
import { contract } from './api-contract';
import { userSchema } from './auth';
import {
  acceptInvitationSchema,
  auditPageSchema,
  auditQuerySchema,
  circleSummarySchema,
  createdInvitationSchema,
  createInvitationSchema,
  currentCircleSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberRoleSchema,
  memberSchema,
  newCircleSchema,
  switchCircleSchema,
} from './circles';
import { circlesEndpoints } from './circles.endpoints';
import { invitationCodeSchema } from './invitation-code';

/** Care circles' endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['circles'] as const;
const errors = [400, 401, 403, 404, 409] as const;
const invitationTags = ['invitations'] as const;
const invitationErrors = [400, 401, 403, 404, 409, 429] as const;
const memberParams = z.object({
  userId: z.uuid({ error: 'We could not find that member in your care circle.' }),
});

export const circlesApi = contract(circlesEndpoints, {
  current: {
    summary: 'The current care circle: who is cared for, and your role',
    tags,
    responses: { 200: currentCircleSchema },
    errors,
  },
  mine: {
    summary: 'Every care circle you belong to',
    tags,
    responses: { 200: z.array(circleSummarySchema) },
    errors,
  },
  start: {
    summary: 'Start a new care circle, with you as its caregiver, and switch to it',
    tags,
    body: newCircleSchema,
    responses: { 201: userSchema },
    errors,
  },
  switchTo: {
    summary: 'Work in another of your care circles',
    tags,
    body: switchCircleSchema,
    responses: { 200: userSchema },
    errors,
  },
  members: {
    summary: 'The members of the current circle and their roles',
    tags,
    responses: { 200: z.array(memberSchema) },
    errors,
  },
  changeRole: {
    summary: 'Change a member’s role (a circle always keeps one caregiver)',
    tags,
    params: memberParams,
    body: memberRoleSchema,
    responses: { 200: z.array(memberSchema) },
    errors,
  },
  removeMember: {
    summary: 'Remove a member; it takes effect on their very next request',
    tags,
    params: memberParams,
    responses: { 200: z.array(memberSchema) },
    errors,
  },
  leave: {
    summary: 'Leave the current circle (not as its only caregiver)',
    tags,
    responses: { 204: z.null() },
    errors,
  },
  invitations: {
    summary: 'Invitations of the current circle, newest first',
    tags: invitationTags,
    responses: { 200: z.array(invitationSchema) },
    errors: invitationErrors,
  },
  invite: {
    summary: 'Invite someone by email; the answer holds the code and link, once',
    tags: invitationTags,
    body: createInvitationSchema,
    responses: { 201: createdInvitationSchema },
    errors: invitationErrors,
  },
  revokeInvitation: {
    summary: 'Cancel an invitation that has not been used',
    tags: invitationTags,
    params: z.object({ id: z.uuid({ error: 'We could not find that invitation.' }) }),
    responses: { 204: z.null() },
    errors: invitationErrors,
  },
  previewInvitation: {
    summary: 'What an invitation is for, before accepting it (anyone holding the code)',
    tags: invitationTags,
    params: z.object({ code: invitationCodeSchema }),
    responses: { 200: invitationPreviewSchema },
    errors: invitationErrors,
  },
  acceptInvitation: {
    summary: 'Join a care circle with an invitation code, and switch to it',
    tags: invitationTags,
    body: acceptInvitationSchema,
    responses: { 200: userSchema },
    errors: invitationErrors,
  },
  audit: {
    summary: 'The circle’s audit log: who viewed or changed what, when and from where',
    tags,
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
    errors: [400, 401, 403],
  },
});
