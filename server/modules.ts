import { activitiesModule } from './features/activities/activities.module';
import { accountModule } from './features/account/account.module';
import { appointmentsModule } from './features/appointments/appointments.module';
import { assistantModule } from './features/assistant/assistant.module';
import { communityModule } from './features/community/community.module';
import { carePlansModule } from './features/care-plans/care-plans.module';
import { careRecipientModule } from './features/care-recipient/care-recipient.module';
import { consoleModule } from './features/console/console.module';
import { contactRequestsModule } from './features/contact-requests/contact-requests.module';
import { crisisModule } from './features/crisis/crisis.module';
import { dashboardModule } from './features/dashboard/dashboard.module';
import { emergencyModule } from './features/emergency/emergency.module';
import { exportModule } from './features/export/export.module';
import { memoryModule } from './features/memory/memory.module';
import { medicationsModule } from './features/medications/medications.module';
import { onboardingModule } from './features/onboarding/onboarding.module';
import { subscriptionModule } from './features/subscription/subscription.module';
import { tasksModule } from './features/tasks/tasks.module';
import { trackingModule } from './features/tracking/tracking.module';
import { vitalsModule } from './features/vitals/vitals.module';
import { wellnessModule } from './features/wellness/wellness.module';
import { auditModule } from './platform/audit/audit.module';
import { authModule } from './platform/auth/auth.module';
import { circlesModule } from './platform/circles/circles.module';
import { configModule } from './platform/config/config.module';
import { emailModule } from './platform/email/email.module';
import { filesModule } from './platform/files/files.module';
import { healthModule } from './platform/health/health.module';
import { imagesModule } from './platform/images/images.module';
import { notificationsModule } from './platform/notifications/notifications.module';
import { staffModule } from './platform/staff/staff.module';
import type { KinwellModule } from './platform/module';

/**
 * Every module of Kinwell, the only place one is registered: `createApp` registers their routes,
 * the job runner their jobs, the export their circle tables, in this order. A new feature is its
 * folder plus one line here (docs/architecture.md walks through it).
 */
export const MODULES: readonly KinwellModule[] = [
  // The platform, which every feature may use.
  healthModule,
  authModule,
  configModule,
  staffModule,
  emailModule,
  filesModule,
  circlesModule,
  imagesModule,
  notificationsModule,
  auditModule,
  // The product's features, which use the platform and each other only through service modules.
  accountModule,
  onboardingModule,
  assistantModule,
  contactRequestsModule,
  consoleModule,
  careRecipientModule,
  exportModule,
  crisisModule,
  emergencyModule,
  appointmentsModule,
  tasksModule,
  trackingModule,
  dashboardModule,
  medicationsModule,
  activitiesModule,
  subscriptionModule,
  carePlansModule,
  wellnessModule,
  memoryModule,
  vitalsModule,
  communityModule,
];
