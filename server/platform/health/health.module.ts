import { defineModule } from '../module';
import { healthRoutes } from './health.routes';

export const healthModule = defineModule({
  name: 'health',
  routes: async (app, { db, clock, version, startedAt }) => {
    await app.register(healthRoutes, { db, clock, version, startedAt });
  },
});
