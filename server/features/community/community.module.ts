import { defineModule } from '../../platform/module';
import { communityAudit } from './community.audit';
import { communityGroupRoutes } from './community.groups.routes';
import { communityModerationRoutes } from './community.moderation.routes';
import { communityRoutes } from './community.routes';
import { questionsAudit } from './questions.audit';
import { questionRoutes } from './questions.routes';
import { seedCommunityGroups } from './community.service';

/**
 * Support groups (decision 045): posts and replies that belong to accounts, not circles, so the
 * module has no circle tables and nothing of a circle reaches the community.
 */
export const communityModule = defineModule({
  name: 'community',
  audit: [communityAudit, questionsAudit],
  routes: async (app, { db, clock, notifier, emailWorker, config }) => {
    // The first start seeds the groups; later starts add any new ones, never touching a group
    // staff changed or closed (decision 059).
    await seedCommunityGroups(db, clock.now());
    const alerting = { supportEmail: config.supportEmail, publicUrl: config.publicUrl };
    await app.register(communityRoutes, { db, clock, notifier, emailWorker, alerting });
    await app.register(communityModerationRoutes, { db, clock, notifier, emailWorker });
    // Staff manage the groups (decision 059).
    await app.register(communityGroupRoutes, { db, clock });
    // Expert questions (decision 049).
    await app.register(questionRoutes, { db, clock, notifier, emailWorker, alerting });
  },
});
