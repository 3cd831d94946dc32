import { createChatModel } from '../../adapters/chat-completions';
import { defineModule } from '../../platform/module';
import { assistantRoutes } from './assistant.routes';
import { createBuiltInAssistant } from './built-in-assistant';
import { createGroundedModelAssistant } from './grounded-model-assistant';

/**
 * The chat assistant: the provider the app was given, else a language model grounded in Kinwell's
 * knowledge when the operator connected one (decision 031), else the built-in offline one.
 */
export const assistantModule = defineModule({
  name: 'assistant',
  routes: async (app, { db, clock, config, assistant, describeAuditAction }) => {
    const settings = {
      emergencyNumber: config.emergencyNumber,
      supportEmail: config.supportEmail,
    };
    const builtIn = createBuiltInAssistant(settings);
    const provider =
      assistant ??
      (config.assistantModel
        ? createGroundedModelAssistant({
            model: createChatModel(config.assistantModel),
            builtIn,
            settings,
            log: app.log,
          })
        : builtIn);
    if (!assistant && config.assistantModel) {
      // Where questions go, for the operator; never the key.
      app.log.info(
        { model: config.assistantModel.model, host: new URL(config.assistantModel.url).host },
        'the assistant answers with a language model, and the built-in assistant when it cannot',
      );
    }
    await app.register(assistantRoutes, { db, clock, provider, settings, describeAuditAction });
  },
});
