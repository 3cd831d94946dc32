import { z } from 'zod';
import { contract } from './api-contract';
import {
  recentAdditionsSchema,
  TRIGGER_NOT_FOUND,
  triggerInputSchema,
  triggerListQuerySchema,
  triggerListSchema,
  triggerSchema,
} from './memory-triggers';
import { memoryTriggersEndpoints } from './memory-triggers.endpoints';

/** Memory triggers and the home's recent additions with their schemas (decision 053). */
const tags = ['memory'] as const;
const errors = [400, 401, 403, 404] as const;
const triggerParams = z.object({ id: z.uuid({ error: TRIGGER_NOT_FOUND }) });
const triggerAnswer = z.object({ trigger: triggerSchema });

export const memoryTriggersApi = contract(memoryTriggersEndpoints, {
  list: {
    summary:
      'The circle’s memory triggers, newest first; narrowed to a kind of tie, a photo or a person',
    tags,
    query: triggerListQuerySchema,
    responses: { 200: triggerListSchema },
    errors,
  },
  add: {
    summary:
      'Write a memory trigger: a conversation starter, what helps, what to avoid, and what it is tied to',
    tags,
    body: triggerInputSchema,
    responses: { 201: triggerAnswer },
    errors,
  },
  change: {
    summary: 'Change a memory trigger (whoever wrote it, or a caregiver)',
    tags,
    params: triggerParams,
    body: triggerInputSchema,
    responses: { 200: triggerAnswer },
    errors,
  },
  remove: {
    summary: 'Remove a memory trigger (whoever wrote it, or a caregiver)',
    tags,
    params: triggerParams,
    responses: { 204: z.null() },
    errors,
  },
  recentAdditions: {
    summary:
      'What others in the circle added to memory support in the last 14 days, grouped ("Rosa added 3 photos")',
    tags,
    responses: { 200: recentAdditionsSchema },
    errors,
  },
});
