import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_HISTORY_LIMIT } from '../../../shared/assistant';
import { assistantApi } from '../../../shared/assistant.contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, type RateLimit } from '../../lib/rate-limit';
import { contractRoute } from '../../lib/contract-route';
import type { AssistantProvider, AssistantSettings } from '../../adapters/assistant-provider';
import type { DescribeAuditAction } from '../../platform/audit/audit.descriptions';
import { linksFor } from './answer-links';
import { callNumbersIn } from './call-numbers';
import { findAnsweredQuestions } from '../community/questions.service';
import { type Asker, withCircleAnswers } from './circle-answers';
import { withExpertAnswers } from './expert-answers';
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
  describeAuditAction: DescribeAuditAction;
}> = async (app, { db, clock, provider, settings, describeAuditAction }) => {
  /** The asker's own circle, from their session: the only circle the answers may read. */
  const askerOf = (request: FastifyRequest): Asker => {
    if (!request.auth) return { kind: 'signed-out' };
    const { user, sessionId, membership } = request.auth;
    if (!membership) return { kind: 'no-circle' };
    const actor = {
      user,
      sessionId,
      circleId: membership.circleId,
      role: membership.role,
      ip: request.ip,
    };
    return { kind: 'member', context: { db, actor, at: clock.now(), describeAuditAction } };
  };
  // The safety and escalation rules run first whatever the provider is; then questions about the
  // asker's own circle are answered from it; anything else goes to the provider. Last, a signed-in
  // person's reply may point to answered expert questions in the community (decision 049).
  const assistantFor = (request: FastifyRequest) =>
    withExpertAnswers(
      withSafetyRules(withCircleAnswers(askerOf(request), provider), settings),
      request.auth ? (message) => findAnsweredQuestions(db, message) : null,
    );

  app.route({
    ...contractRoute(assistantApi.chat),
    handler: async (request) => {
      await consumeAllowance(db, clock, CHAT_MESSAGES, request.ip);
      const history = request.body.conversationHistory
        .slice(-CHAT_HISTORY_LIMIT)
        .map(({ role, content }) => ({ role, content }));
      const reply = await assistantFor(request).reply({ message: request.body.message, history });
      const response = linksFor(reply.response, request.auth !== null);
      return {
        response,
        needsEscalation: reply.needsEscalation,
        isEmergency: reply.isEmergency === true,
        callNumbers: callNumbersIn(response, settings.emergencyNumber),
      };
    },
  });
};
