import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enteredDateTime } from '../../../shared/entered-dates';
import type { AdjustableClock } from '../../lib/clock';

const moveSchema = z.union([
  z.object({ to: enteredDateTime('Please give the time as an ISO 8601 date and time') }),
  z.object({
    advanceMinutes: z
      .number()
      .min(0)
      .max(7 * 24 * 60),
  }),
]);

/**
 * POST /api/test/clock: moves the server's clock for browser tests, then runs the background
 * work that is due (the reminder engine, push and email). Registered only when the app is started
 * with KINWELL_TEST_CLOCK, which server/env.ts refuses behind https. Not part of the API docs.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{
  clock: AdjustableClock;
  runDueWork: (app: FastifyInstance) => Promise<void>;
}> = async (app, { clock, runDueWork }) => {
  app.post('/api/test/clock', { schema: { hide: true, body: moveSchema } }, async (request) => {
    if ('to' in request.body) clock.set(new Date(request.body.to));
    else clock.advance(request.body.advanceMinutes * 60_000);
    await runDueWork(app);
    return { now: clock.now().toISOString() };
  });
};
