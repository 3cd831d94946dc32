import { defineModule } from '../module';
import { staffRoutes } from './staff.routes';

/** Care specialists', moderators' and admins' accounts and sign-in. */
export const staffModule = defineModule({
  name: 'staff',
  routes: async (app, { db, clock, session }) => {
    await app.register(staffRoutes, {
      db,
      clock,
      policy: session.policies.staff,
      cookie: session.cookie,
    });
  },
});
