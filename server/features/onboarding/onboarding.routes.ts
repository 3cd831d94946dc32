import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingStatusSchema } from '../../../shared/onboarding';
import type { Database } from '../../db/client';
import { users } from '../../platform/auth/auth.schema';
import { requireAuth } from '../../platform/auth/auth.plugin';
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
    { schema: schema('Whether the tour was completed or skipped') },
    async (request) => {
      const { user } = requireAuth(request);
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
        schema: schema(
          field === 'onboardingCompleted' ? 'Mark the tour completed' : 'Mark the tour skipped',
        ),
      },
      async (request) => {
        const { user } = requireAuth(request);
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
