import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingApi } from '../../../shared/onboarding.contract';
import type { Database } from '../../db/client';
import { contractRoute } from '../../lib/contract-route';
import { users } from '../../platform/auth/auth.schema';
import { signedInCaller } from '../../platform/auth/auth.plugin';

/** The tour's two flags, stored per user (spec §3, §7). */
export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.route({
    ...contractRoute(onboardingApi.status),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user } = signedInCaller(request);
      return { completed: user.onboardingCompleted, skipped: user.onboardingSkipped };
    },
  });

  for (const [endpoint, field] of [
    [onboardingApi.complete, 'onboardingCompleted'],
    [onboardingApi.skip, 'onboardingSkipped'],
  ] as const) {
    app.route({
      ...contractRoute(endpoint),
      config: { caller: signedInCaller },
      handler: async (request) => {
        const { user } = signedInCaller(request);
        const [row] = await db
          .update(users)
          .set({ [field]: true })
          .where(eq(users.id, user.id))
          .returning({ completed: users.onboardingCompleted, skipped: users.onboardingSkipped });
        return row ?? { completed: false, skipped: false };
      },
    });
  }
};
