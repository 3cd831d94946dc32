import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationFileRoutes } from '../../../shared/notifications.endpoints';
import type { EventBus, ServerEvent } from './event-bus';
import { signedInCaller } from '../auth/auth.plugin';
import { endsSession, SESSION_CIRCLE_EVENT, SESSIONS_ENDED_EVENT } from '../auth/sessions.service';
import { endsMembership, MEMBERSHIP_ENDED_EVENT } from '../circles/membership';
import { errorResponses } from '../../lib/http-responses';

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
const HEARTBEAT_MS = 25_000;

/** Is this event for the person on this stream? */
export const isEventFor = (
  event: ServerEvent,
  person: { userId: string; circleId: string | null },
): boolean =>
  (event.userIds?.includes(person.userId) ?? false) ||
  (event.circleId !== undefined && event.circleId === person.circleId);

/**
 * GET /api/events: one Server-Sent Events stream per open tab. Every feature publishes on the
 * same bus (`publishEvent`); each event goes to the people it names and to the members working in
 * its circle. Events come from every instance (LISTEN/NOTIFY), so any instance can serve a tab.
 * The stream ends when its session ends or the person leaves its circle (internal events, so no
 * query per event): the browser reconnects and gets 401, or its next circle.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ bus: EventBus }> = async (app, { bus }) => {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  // A stream, not JSON: outside the contract (notificationFileRoutes.events).
  app.get(
    notificationFileRoutes.events.path,
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['events'],
        summary: 'Live updates for you as Server-Sent Events (text/event-stream)',
        produces: ['text/event-stream'],
        response: { 200: z.any(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user, membership, sessionId } = signedInCaller(request);
      const person = { userId: user.id, circleId: membership?.circleId ?? null };
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write('retry: 5000\n: connected\n\n');
      open.add(stream);
      const session = { sessionId, userId: user.id };
      const heartbeat = setInterval(() => stream.write(': still here\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      };
      const unsubscribe = bus.subscribe((event) => {
        // Signed out, or no longer in this circle: nothing more on this stream.
        if (
          (event.type === SESSIONS_ENDED_EVENT && endsSession(event.data, session)) ||
          (event.type === MEMBERSHIP_ENDED_EVENT && endsMembership(event.data, person))
        ) {
          stop();
          stream.end();
          return;
        }
        // The person switched circle in this session: from now on, the new circle's events.
        if (event.type === SESSION_CIRCLE_EVENT && event.data?.sessionId === sessionId) {
          person.circleId = String(event.data.circleId);
          return;
        }
        if (!isEventFor(event, person)) return;
        stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`);
      });
      stream.on('close', stop);
    },
  );
};
