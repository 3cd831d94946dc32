import { sql } from 'drizzle-orm';
import { users } from './auth.schema';
import { circleMembers } from '../circles/circles.schema';
import { authAudit } from './auth.audit';
import { defineModule } from '../module';
import { authRoutes } from './auth.routes';

/** Sign-up, sign-in and sessions (the session plugin itself is registered by `createApp`). */
export const authModule = defineModule({
  name: 'auth',
  audit: authAudit,
  routes: async (app, { db, clock, session, notifier, emailWorker, config }) => {
    await app.register(authRoutes, {
      db,
      clock,
      ...session,
      notifier,
      emailWorker,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
    });
  },
  circleTables: [
    {
      // The members' accounts: who they are, never how they sign in.
      name: 'users',
      table: users,
      where: (circleId) =>
        sql`${users.id} in (select ${circleMembers.userId} from ${circleMembers} where ${circleMembers.circleId} = ${circleId})`,
      omit: ['passwordHash'],
    },
  ],
});
