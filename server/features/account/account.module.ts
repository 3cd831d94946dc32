import { accountAudit } from './account.audit';
import { defineModule } from '../../platform/module';
import { accountRoutes } from './account.routes';
import { purgeDeletedAccounts } from './account.service';

/** A person's own account: details, password, email, export of their data, deletion. */
export const accountModule = defineModule({
  name: 'account',
  audit: accountAudit,
  routes: async (app, { db, clock, emailWorker, config }) => {
    await app.register(accountRoutes, { db, clock, emailWorker, publicUrl: config.publicUrl });
  },
  jobs: [
    {
      name: 'account-purge',
      everyMs: 5 * 60_000,
      run: ({ db, clock }) => purgeDeletedAccounts({ db, clock }),
    },
  ],
});
