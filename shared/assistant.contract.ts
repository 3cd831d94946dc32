import { z } from 'zod';
import { contract } from './api-contract';
import { chatRequestSchema, chatResponseSchema, contactRequestSchema } from './assistant';
import { assistantEndpoints } from './assistant.endpoints';

/** The assistant's endpoints with their schemas (the spec's payloads), for the server and OpenAPI. */
const tags = ['assistant'] as const;

export const assistantApi = contract(assistantEndpoints, {
  chat: {
    summary: 'Ask the Kinwell Assistant',
    tags,
    body: chatRequestSchema,
    responses: { 200: chatResponseSchema },
    errors: [400, 429],
  },
  contactRequest: {
    summary: 'Ask for a personal consultation with a care specialist',
    tags,
    body: contactRequestSchema,
    responses: { 201: z.object({ id: z.string(), message: z.string() }) },
    errors: [400, 429],
  },
});
