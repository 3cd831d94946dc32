import { defineModule } from '../../platform/module';
import { communityAudit } from './community.audit';
import { communityModerationRoutes } from './community.moderation.routes';
import { communityRoutes } from './community.routes';
import { seedCommunityGroups } from './community.service';

/**
 * Support groups (decision 045): posts and replies that belong to accounts, not circles, so the
 * module has no circle tables and nothing of a circle reaches the community.
 */
export const communityModule = defineModule({
  name: 'community',
  audit: communityAudit,
  routes: async (app, { db, clock, notifier, emailWorker, config }) => {
    // The first start seeds the groups; later starts add any new ones.
    await seedCommunityGroups(db, clock.now());
    await app.register(communityRoutes, {
      db,
      clock,
      notifier,
      emailWorker,
      alerting: { supportEmail: config.supportEmail, publicUrl: config.publicUrl },
    });
    await app.register(communityModerationRoutes, { db, clock, notifier, emailWorker });
  },
});
