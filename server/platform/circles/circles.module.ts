import { eq } from 'drizzle-orm';
import { careCircles, careRecipients, circleInvitations, circleMembers } from './circles.schema';
import { circlesAudit } from './circles.audit';
import { defineModule, ownedByCircle } from '../module';
import { circleRoutes } from './circles.routes';
import { invitationRoutes } from './invitations.routes';

/** Care circles, their recipient, members and invitations; `circleCaller` guards every feature. */
export const circlesModule = defineModule({
  name: 'circles',
  audit: circlesAudit,
  routes: async (app, { db, clock, emailWorker, notifier, config }) => {
    await app.register(circleRoutes, { db, clock });
    await app.register(invitationRoutes, {
      db,
      clock,
      emailWorker,
      publicUrl: config.publicUrl,
      notifier,
    });
  },
  circleTables: [
    { name: 'care_circles', table: careCircles, where: (id) => eq(careCircles.id, id) },
    ownedByCircle(careRecipients),
    ownedByCircle(circleMembers),
    ownedByCircle(circleInvitations, { omit: ['tokenHash'] }),
  ],
});
