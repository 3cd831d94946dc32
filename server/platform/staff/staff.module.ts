import { defineModule } from '../module';
import { staffAudit } from './staff.audit';
import { staffRoutes } from './staff.routes';

/** Care specialists', moderators' and admins' accounts and sign-in. */
export const staffModule = defineModule({
  name: 'staff',
  audit: staffAudit,
  routes: async (app, { db, clock, session }) => {
    await app.register(staffRoutes, {
      db,
      clock,
      policy: session.policies.staff,
      cookie: session.cookie,
      deviceCookie: session.deviceCookie,
    });
  },
});
