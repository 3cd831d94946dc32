import { defineModule } from '../../platform/module';
import { onboardingRoutes } from './onboarding.routes';

export const onboardingModule = defineModule({
  name: 'onboarding',
  routes: async (app, { db }) => {
    await app.register(onboardingRoutes, { db });
  },
});
