import { defineModule } from '../../platform/module';
import { assistantRoutes } from './assistant.routes';
import { createBuiltInAssistant } from './built-in-assistant';

/** The chat assistant: the built-in offline one unless the app was given another provider. */
export const assistantModule = defineModule({
  name: 'assistant',
  routes: async (app, { db, clock, config, assistant, describeAuditAction }) => {
    const settings = {
      emergencyNumber: config.emergencyNumber,
      supportEmail: config.supportEmail,
    };
    await app.register(assistantRoutes, {
      db,
      clock,
      provider: assistant ?? createBuiltInAssistant(settings),
      settings,
      describeAuditAction,
    });
  },
});
