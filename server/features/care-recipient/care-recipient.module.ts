import { careRecipientAudit } from './care-recipient.audit';
import { defineModule } from '../../platform/module';
import { careRecipientRoutes } from './care-recipient.routes';

/** The care recipient's profile: the guided set-up, edits and photo (the row is the circle's). */
export const careRecipientModule = defineModule({
  name: 'care-recipient',
  audit: careRecipientAudit,
  routes: async (app, { db, clock, reactions, files }) => {
    await app.register(careRecipientRoutes, { db, clock, reactions, files });
  },
});
