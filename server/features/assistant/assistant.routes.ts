import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_HISTORY_LIMIT,
  chatRequestSchema,
  chatResponseSchema,
} from '../../../shared/assistant';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, type RateLimit } from '../../lib/rate-limit';
import { errorResponses } from '../../lib/http-responses';
import type { AssistantProvider, AssistantSettings } from '../../adapters/assistant-provider';
import { linksFor } from './answer-links';
import { withSafetyRules } from './with-safety-rules';

const CHAT_MESSAGES: RateLimit = {
  bucket: 'chat',
  limit: 60,
  windowMs: 10 * 60 * 1000,
  message: 'You have sent many messages in a short time. Please wait a few minutes.',
};

export const assistantRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  provider: AssistantProvider;
  settings: AssistantSettings;
}> = async (app, { db, clock, provider, settings }) => {
  // The safety and escalation rules run whatever the provider is.
  const assistant = withSafetyRules(provider, settings);

  app.post(
    '/api/chat',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Ask the Kinwell Assistant',
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await consumeAllowance(db, clock, CHAT_MESSAGES, request.ip);
      const history = request.body.conversationHistory
        .slice(-CHAT_HISTORY_LIMIT)
        .map(({ role, content }) => ({ role, content }));
      const reply = await assistant.reply({ message: request.body.message, history });
      return {
        response: linksFor(reply.response, request.auth !== null),
        needsEscalation: reply.needsEscalation,
      };
    },
  );
};
