import formBody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notificationFileRoutes } from '../../../shared/notifications.endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  renderUnsubscribed,
  renderUnsubscribeLinkNotWorking,
  renderUnsubscribeQuestion,
} from './unsubscribe-page';
import {
  findUnsubscribeLink,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  unsubscribeByLink,
} from './unsubscribe.service';

/**
 * One-click unsubscribe (RFC 8058): `POST /api/unsubscribe/<token>` turns the kind off, with no
 * session and from anywhere (a mail provider's server sends it; see origin-check.ts). `GET` of
 * the same address is a page with a button that POSTs, and changes nothing by itself.
 */
export const unsubscribeRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  publicUrl: string;
}> = async (app, { db, clock, publicUrl }) => {
  // `List-Unsubscribe=One-Click` comes form-encoded; it is not needed to act, only allowed.
  await app.register(formBody, { bodyLimit: 1024 });
  const settingsUrl = `${publicUrl}/notifications`;

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('x-robots-tag', 'noindex, nofollow')
      // The page's own form then carries its origin (no-referrer would send "Origin: null").
      .header('referrer-policy', 'same-origin')
      .send(body);

  const notWorking = (reply: FastifyReply) =>
    html(
      reply,
      404,
      renderUnsubscribeLinkNotWorking(UNSUBSCRIBE_LINK_INVALID_MESSAGE, settingsUrl),
    );

  // HTML pages, not JSON calls: outside the contract (notificationFileRoutes), and out of OpenAPI.
  app.get<{ Params: { token: string } }>(
    notificationFileRoutes.unsubscribePage.path,
    { schema: { hide: true } },
    async (request, reply) => {
      const link = await findUnsubscribeLink(db, request.params.token, clock.now());
      if (!link) return notWorking(reply);
      return html(
        reply,
        200,
        link.isEmailOn
          ? renderUnsubscribeQuestion(link.label, settingsUrl)
          : renderUnsubscribed(link.label, settingsUrl),
      );
    },
  );

  app.post<{ Params: { token: string } }>(
    notificationFileRoutes.unsubscribe.path,
    { schema: { hide: true } },
    async (request, reply) => {
      const link = await unsubscribeByLink({
        db,
        secret: request.params.token,
        at: clock.now(),
        ip: request.ip,
      });
      if (!link) return notWorking(reply);
      return html(reply, 200, renderUnsubscribed(link.label, settingsUrl));
    },
  );
};
