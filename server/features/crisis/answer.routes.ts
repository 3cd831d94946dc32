import formBody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { CRISIS_ANSWERS, type CrisisAnswer } from '../../../shared/crisis';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/auth/auth.schema';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, type RateLimit } from '../../lib/rate-limit';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { renderAnswerLinkNotWorking, renderAnswerPage } from './answer-page';
import { answerAsContact, findAnswerLink } from './crisis.service';

const ANSWER_LOOKUPS: RateLimit = {
  bucket: 'crisis-answer',
  limit: 60,
  windowMs: 10 * 60 * 1000,
  message: 'Too many requests from here. Please wait a few minutes.',
};

const isToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * The page an emergency contact opens from their alert email (/answer/<token>): the alert and
 * "I'm on my way" / "I'm calling", as plain HTML with a form (no account, no script).
 */
export const crisisAnswerRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  emergencyNumber: string;
}> = async (app, { db, clock, notifier, emergencyNumber }) => {
  await app.register(formBody);

  const show = async (reply: FastifyReply, token: string, status = 200) => {
    const found = isToken(token) ? await findAnswerLink(db, token, clock.now()) : null;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      // With no referrer at all, browsers send "Origin: null" on the form post and the origin
      // check refuses it; same-origin still gives other sites (the map link) nothing.
      .header('referrer-policy', 'same-origin');
    if (!found) return reply.code(404).send(renderAnswerLinkNotWorking(emergencyNumber));
    const { alert, recipient } = found;
    const [sender] = alert.senderUserId
      ? await db.select({ name: users.name }).from(users).where(eq(users.id, alert.senderUserId))
      : [];
    return reply.code(status).send(
      renderAnswerPage({
        name: recipient.name,
        senderName: sender?.name ?? null,
        type: alert.type,
        note: alert.note,
        position:
          alert.latitude !== null && alert.longitude !== null
            ? { latitude: alert.latitude, longitude: alert.longitude }
            : null,
        sentAt: alert.createdAt,
        isOpen: alert.resolvedAt === null,
        answer: recipient.answer,
        emergencyNumber,
      }),
    );
  };

  app.get<{ Params: { token: string } }>(
    '/answer/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      await consumeAllowance(db, clock, ANSWER_LOOKUPS, request.ip);
      return show(reply, request.params.token);
    },
  );

  app.post<{ Params: { token: string }; Body: { answer?: string } }>(
    '/answer/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      await consumeAllowance(db, clock, ANSWER_LOOKUPS, request.ip);
      const { token } = request.params;
      const answer = request.body?.answer;
      if (isToken(token) && CRISIS_ANSWERS.includes(answer as CrisisAnswer)) {
        await answerAsContact({
          db,
          notifier,
          token,
          answer: answer as CrisisAnswer,
          at: clock.now(),
          ip: request.ip,
        });
      }
      return show(reply, token);
    },
  );
};
