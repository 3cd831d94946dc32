import { z } from 'zod';
import { contract } from './api-contract';
import { messageSchema } from './auth';
import {
  consoleFamiliesSchema,
  consolePersonSchema,
  consoleStaffMemberSchema,
  createStaffSchema,
  personLookupSchema,
  subscriptionFiguresSchema,
  systemStatusSchema,
} from './console';
import { consoleEndpoints } from './console.endpoints';
import { vitalsReportSchema } from './vitals';

/**
 * The staff console's endpoints with their schemas, for the server, OpenAPI and forms. Each is for
 * admins: family accounts and visitors get 401, other staff roles 403.
 */
const tags = ['staff'] as const;
const userParams = z.object({ userId: z.uuid({ error: 'We could not find that account.' }) });
const invitationParams = z.object({ id: z.uuid({ error: 'We could not find that invitation.' }) });
const staffParams = z.object({ id: z.uuid({ error: 'We could not find that staff account.' }) });

export const consoleApi = contract(consoleEndpoints, {
  families: {
    summary:
      'Admins: the newest care circles (first caregiver, created, number of members); no health data',
    tags,
    responses: { 200: consoleFamiliesSchema },
    errors: [401, 403],
  },
  figures: {
    summary:
      'Admins: sign-ups per week, trials, conversions, cancellations, active circles and monthly recurring revenue',
    tags,
    responses: { 200: subscriptionFiguresSchema },
    errors: [401, 403],
  },
  lookUpPerson: {
    summary:
      'Admins: the account and open invitations for an email address, to help with support (sent in the body, so the address stays out of logs)',
    tags,
    body: personLookupSchema,
    responses: { 200: consolePersonSchema },
    errors: [400, 401, 403],
  },
  resendInvitation: {
    summary:
      'Admins: send an open invitation again, with a new code and a fresh 7 days (the earlier code stops working)',
    tags,
    params: invitationParams,
    responses: { 200: messageSchema },
    errors: [400, 401, 403, 404],
  },
  sendPasswordReset: {
    summary: "Admins: email the account's own address a one-hour link to choose a new password",
    tags,
    params: userParams,
    responses: { 200: messageSchema },
    errors: [400, 401, 403, 404],
  },
  endSessions: {
    summary: 'Admins: sign the account out on every device',
    tags,
    params: userParams,
    responses: { 200: messageSchema },
    errors: [400, 401, 403, 404],
  },
  staffAccounts: {
    summary: 'Admins: every staff account, switched off ones too',
    tags,
    responses: { 200: z.array(consoleStaffMemberSchema) },
    errors: [401, 403],
  },
  createStaff: {
    summary:
      'Admins: create a staff account (as `npm run staff:create` does); its authenticator app is set up at the first sign-in',
    tags,
    body: createStaffSchema,
    responses: { 201: consoleStaffMemberSchema },
    errors: [400, 401, 403, 409],
  },
  disableStaff: {
    summary: 'Admins: switch a staff account off: it cannot sign in and its sessions end now',
    tags,
    params: staffParams,
    responses: { 200: consoleStaffMemberSchema },
    errors: [400, 401, 403, 404, 409],
  },
  system: {
    summary:
      'Admins: the system page: database round trip, reminder-engine lag, email and push delivery, each job’s last run, version and uptime',
    tags,
    responses: { 200: systemStatusSchema },
    errors: [401, 403],
  },
  vitals: {
    summary:
      'Admins: real-user speed per route over 28 days (p75 against the web-vitals thresholds) and the daily trend',
    tags,
    responses: { 200: vitalsReportSchema },
    errors: [401, 403],
  },
});
