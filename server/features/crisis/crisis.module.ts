import { crisisAlertRecipients, crisisAlerts } from './crisis.schema';
import { crisisAudit } from './crisis.audit';
import { defineModule, ownedByCircle } from '../../platform/module';
import { crisisAnswerRoutes } from './answer.routes';
import { crisisRoutes } from './crisis.routes';

/** Crisis alerts: sending to everyone at once, answers from members and emergency contacts. */
export const crisisModule = defineModule({
  name: 'crisis',
  audit: crisisAudit,
  routes: async (app, { db, clock, notifier, emailWorker, config }) => {
    await app.register(crisisRoutes, {
      db,
      clock,
      notifier,
      emailWorker,
      publicUrl: config.publicUrl,
    });
    await app.register(crisisAnswerRoutes, {
      db,
      clock,
      notifier,
      emergencyNumber: config.emergencyNumber,
    });
  },
  circleTables: [
    ownedByCircle(crisisAlerts),
    ownedByCircle(crisisAlertRecipients, { omit: ['answerTokenHash'] }),
  ],
});
