import { DEFAULT_VITALS, defineModule } from '../module';
import { configRoutes } from './config.routes';

export const configModule = defineModule({
  name: 'config',
  routes: async (app, { config }) => {
    await app.register(configRoutes, {
      supportEmail: config.supportEmail,
      emergencyNumber: config.emergencyNumber,
      vitalsSampleRate: config.vitals?.sampleRate ?? DEFAULT_VITALS.sampleRate,
    });
  },
});
