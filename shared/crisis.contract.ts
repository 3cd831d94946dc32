import { z } from 'zod';
import { contract } from './api-contract';
import {
  crisisAlertSchema,
  crisisAnswerSchema,
  resolveCrisisSchema,
  sendCrisisAlertSchema,
} from './crisis';
import { crisisEndpoints } from './crisis.endpoints';

/**
 * Crisis alerts with their schemas, for the server, OpenAPI and the client's types. Screens take
 * this file as `import type` only: the emergency button is on every signed-in page (017).
 */
const tags = ['emergency'] as const;
const errors = [400, 401, 403, 404, 409] as const;
const idParams = z.object({ id: z.uuid({ error: 'We could not find that crisis alert.' }) });

export const crisisApi = contract(crisisEndpoints, {
  send: {
    summary:
      'Alert every member and emergency contact now; repeating the same clientRequestId sends nothing twice',
    tags,
    body: sendCrisisAlertSchema,
    responses: { 200: crisisAlertSchema, 201: crisisAlertSchema },
    errors,
  },
  list: {
    summary: 'The circle’s crisis alerts: open ones first, then the most recent',
    tags,
    responses: { 200: z.array(crisisAlertSchema) },
    errors,
  },
  view: {
    summary: 'One alert: who was reached, who answered',
    tags,
    params: idParams,
    responses: { 200: crisisAlertSchema },
    errors,
  },
  answer: {
    summary: 'Answer an alert: “I’m on my way” or “I’m calling”',
    tags,
    params: idParams,
    body: crisisAnswerSchema,
    responses: { 200: crisisAlertSchema },
    errors,
  },
  resolve: {
    summary: 'Close an alert, with a note for the circle’s history',
    tags,
    params: idParams,
    body: resolveCrisisSchema,
    responses: { 200: crisisAlertSchema },
    errors,
  },
});
