import { defineModule } from '../../platform/module';
import { consoleAudit } from './console.audit';
import { consoleRoutes } from './console.routes';

/**
 * The staff console's admin screens: families, people by email (support), staff accounts and the
 * system page, the subscription figures. The consultation desk lives in contact-requests.
 */
export const consoleModule = defineModule({
  name: 'console',
  audit: consoleAudit,
  routes: async (app, { db, clock, emailWorker, config, version, startedAt, mailer }) => {
    await app.register(consoleRoutes, {
      db,
      clock,
      emailWorker,
      publicUrl: config.publicUrl,
      version,
      startedAt,
      isSmtpConfigured: mailer !== undefined,
      billing: config.billing,
    });
  },
});
