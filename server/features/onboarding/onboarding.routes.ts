import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingStatusSchema } from '../../../shared/onboarding';
import type { Database } from '../../db/client';
import { users } from '../../platform/auth/auth.schema';
import { signedInCaller } from '../../platform/auth/auth.plugin';
import { errorResponses } from '../../lib/http-responses';

/** The tour's two flags, stored per user (spec §3, §7). */
export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const schema = (summary: string) => ({
    tags: ['onboarding'],
    summary,
    response: { 200: onboardingStatusSchema, ...errorResponses(401) },
  });

  app.get(
    '/api/user/onboarding-status',
    {
      config: { caller: signedInCaller },
      schema: schema('Whether the tour was completed or skipped'),
    },
    async (request) => {
      const { user } = signedInCaller(request);
      return { completed: user.onboardingCompleted, skipped: user.onboardingSkipped };
    },
  );

  for (const [path, field] of [
    ['/api/user/complete-onboarding', 'onboardingCompleted'],
    ['/api/user/skip-onboarding', 'onboardingSkipped'],
  ] as const) {
    app.post(
      path,
      {
        config: { caller: signedInCaller },
        schema: schema(
          field === 'onboardingCompleted' ? 'Mark the tour completed' : 'Mark the tour skipped',
        ),
      },
      async (request) => {
        const { user } = signedInCaller(request);
        const [row] = await db
          .update(users)
          .set({ [field]: true })
          .where(eq(users.id, user.id))
          .returning({ completed: users.onboardingCompleted, skipped: users.onboardingSkipped });
        return row ?? { completed: false, skipped: false };
      },
    );
  }
};
