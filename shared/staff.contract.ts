import { z } from 'zod';
import { contract } from './api-contract';
import {
  deskNoteSchema,
  deskRequestDetailSchema,
  deskRequestSchema,
  deskStatusSchema,
} from './assistant';
import { loginSchema } from './auth';
import { outboxSchema, staffChallengeSchema, staffCodeInputSchema, staffSchema } from './staff';
import { staffEndpoints } from './staff.endpoints';

/** The staff sign-in, the desk and the outbox with their schemas, for the server, OpenAPI and forms. */
const tags = ['staff'] as const;
const deskErrors = [400, 401, 403, 404] as const;
const requestParams = z.object({ id: z.uuid({ error: 'We could not find that request.' }) });

export const staffApi = contract(staffEndpoints, {
  login: {
    summary:
      'Staff sign-in, first step: a right password answers a 5-minute challenge for the code step (with a secret to set up on first sign-in), never a session',
    tags,
    body: loginSchema,
    responses: { 200: staffChallengeSchema },
    errors: [400, 401, 429],
  },
  confirmCode: {
    summary:
      'Staff sign-in, second step: the code from the authenticator app starts the session (replaces any family session in this browser)',
    tags,
    body: staffCodeInputSchema,
    responses: { 200: staffSchema },
    errors: [400, 401, 410, 429],
  },
  me: {
    summary: 'The signed-in staff member, or 401',
    tags,
    responses: { 200: staffSchema },
    errors: [401],
  },
  deskRequests: {
    summary: 'The desk: open requests by urgency and age',
    tags,
    query: z.object({ include: z.enum(['open', 'all']).default('open') }),
    responses: { 200: z.array(deskRequestSchema) },
    errors: deskErrors,
  },
  deskRequest: {
    summary: 'One request with its transcript and notes',
    tags,
    params: requestParams,
    responses: { 200: deskRequestDetailSchema },
    errors: deskErrors,
  },
  claimRequest: {
    summary: 'Take a new request',
    tags,
    params: requestParams,
    responses: { 200: deskRequestDetailSchema },
    errors: deskErrors,
  },
  addNote: {
    summary: 'Add a note',
    tags,
    params: requestParams,
    body: deskNoteSchema,
    responses: { 200: deskRequestDetailSchema },
    errors: deskErrors,
  },
  setRequestStatus: {
    summary: 'Mark a request contacted or resolved',
    tags,
    params: requestParams,
    body: deskStatusSchema,
    responses: { 200: deskRequestDetailSchema },
    errors: deskErrors,
  },
  outbox: {
    summary: 'The delivery state of the latest emails Kinwell queued or sent, without their text',
    tags,
    responses: { 200: outboxSchema },
    errors: [401, 403],
  },
});
