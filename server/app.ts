import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../shared/product';
import type { Mailer } from './adapters/mailer';
import { createWebPushSender, type PushSender, type VapidKeys } from './adapters/push';
import type { AssistantProvider } from './features/assistant/assistant.provider';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { createBuiltInAssistant } from './features/assistant/built-in-assistant';
import type { DatabaseHandle } from './db/client';
import { authPlugin, sessionCookieFor } from './platform/auth/auth.plugin';
import { authRoutes } from './platform/auth/auth.routes';
import { configRoutes } from './platform/config/config.routes';
import { contactRequestRoutes } from './features/contact-requests/contact-requests.routes';
import { createEmailWorker, type EmailWorker } from './platform/email/email-outbox';
import { outboxRoutes } from './platform/email/outbox.routes';
import { accountRoutes } from './features/account/account.routes';
import { purgeDeletedAccounts } from './features/account/account.service';
import { crisisAnswerRoutes } from './features/crisis/answer.routes';
import { crisisRoutes } from './features/crisis/crisis.routes';
import { emergencyRoutes } from './features/emergency/emergency.routes';
import { emergencySheetRoutes } from './features/emergency/emergency-sheet.routes';
import { deleteEndedShares } from './features/emergency/location.service';
import { auditRoutes } from './platform/audit/audit.routes';
import { sendDueAppointmentReminders } from './features/appointments/appointment-reminders';
import { appointmentRoutes } from './features/appointments/appointments.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { taskRoutes } from './features/tasks/tasks.routes';
import { trackingRoutes } from './features/tracking/tracking.routes';
import { careRecipientRoutes } from './features/care-recipient/care-recipient.routes';
import { circleRoutes } from './platform/circles/circles.routes';
import { invitationRoutes } from './platform/circles/invitations.routes';
import { exportRoutes } from './features/export/export.routes';
import { imageRoutes } from './platform/images/images.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { staffRoutes } from './platform/staff/staff.routes';
import { healthRoutes } from './platform/health/health.routes';
import { sendDailySummaries } from './features/medications/daily-summary';
import { sweepMedications } from './features/medications/medications.engine';
import { medicationRoutes } from './features/medications/medications.routes';
import { eventRoutes } from './platform/notifications/events.routes';
import { notificationRoutes } from './platform/notifications/notifications.routes';
import {
  createNotifier,
  type Notifier,
  OUTBOX_QUEUED_EVENT,
} from './platform/notifications/notifications.service';
import { deliverPendingPushes, ensureVapidKeys } from './platform/notifications/push.service';
import { createEventBus, type EventBus } from './platform/notifications/event-bus';
import type { AdjustableClock, Clock } from './lib/clock';
import { testClockRoutes } from './platform/jobs/test-clock.routes';
import { AppError } from './lib/errors';
import { MULTIPART_LIMITS } from './lib/multipart';
import { registerOriginCheck } from './lib/origin-check';
import { createPeriodicJob, type PeriodicJob } from './platform/jobs/periodic-job';
import { registerStaticClient } from './lib/static-client';
import { accountAudit } from './features/account/account.audit';
import { appointmentsAudit } from './features/appointments/appointments.audit';
import { careRecipientAudit } from './features/care-recipient/care-recipient.audit';
import { crisisAudit } from './features/crisis/crisis.audit';
import { dashboardAudit } from './features/dashboard/dashboard.audit';
import { emergencyAudit } from './features/emergency/emergency.audit';
import { exportAudit } from './features/export/export.audit';
import { medicationsAudit } from './features/medications/medications.audit';
import { tasksAudit } from './features/tasks/tasks.audit';
import { trackingAudit } from './features/tracking/tracking.audit';
import { auditAudit } from './platform/audit/audit.audit';
import { authAudit } from './platform/auth/auth.audit';
import { circlesAudit } from './platform/circles/circles.audit';
import { createAuditDescriber } from './platform/audit/audit.descriptions';

/** Every audit action the app records, each declared by the feature that records it. */
export const AUDIT_DEFINITIONS = [
  authAudit,
  circlesAudit,
  auditAudit,
  accountAudit,
  careRecipientAudit,
  emergencyAudit,
  crisisAudit,
  exportAudit,
  medicationsAudit,
  appointmentsAudit,
  tasksAudit,
  trackingAudit,
  dashboardAudit,
];

export interface AppConfig {
  publicUrl: string;
  supportEmail: string;
  emergencyNumber: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
}

/** Everything with a side effect comes in here, so tests can hand in their own. */
export interface AppDeps {
  database: DatabaseHandle;
  clock: Clock;
  config: AppConfig;
  version: string;
  /** Sends email; without one, emails wait in the outbox for staff to read. */
  mailer?: Mailer;
  /** Sends web push; the `web-push` package when not given. */
  push?: PushSender;
  /** Answers the chat; the built-in offline assistant when not given. */
  assistant?: AssistantProvider;
  /** Browser tests only: the same clock as `clock`, movable through POST /api/test/clock. */
  testClock?: AdjustableClock;
  /** The built client (dist/client); absent in API-only tests. */
  clientDir?: string;
  /** Pre-rendered public pages; dist/pages beside the client when not given. */
  pagesDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function createApp(deps: AppDeps) {
  const { database, clock, config } = deps;
  const db = database.db;
  const isHttps = config.publicUrl.startsWith('https://');
  const describeAuditAction = createAuditDescriber(AUDIT_DEFINITIONS);

  const app = Fastify({
    // Fastify's request logs hold method, URL and status only, never bodies (they carry health data).
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  const emailWorker = createEmailWorker({
    db,
    clock,
    mailer: deps.mailer,
    onError: (error) => app.log.error({ err: error }, 'email delivery failed'),
  });
  app.decorate('emailWorker', emailWorker);
  app.addHook('onClose', () => emailWorker.stop());
  const maintenance = createPeriodicJob(
    async () =>
      (await purgeDeletedAccounts({ db, clock })) + (await deleteEndedShares(db, clock.now())),
    (error) => app.log.error({ err: error }, 'maintenance failed'),
  );
  app.decorate('maintenance', maintenance);
  app.addHook('onClose', () => maintenance.stop());

  // Live updates and wake-ups from every instance on this database (LISTEN/NOTIFY).
  const events = createEventBus(database, (error) => app.log.error({ err: error }, 'event failed'));
  await events.start();
  app.decorate('events', events);
  let vapidKeys: Promise<VapidKeys> | null = null;
  const vapid = () => {
    vapidKeys ??= ensureVapidKeys(db).catch((error: unknown) => {
      vapidKeys = null;
      throw error;
    });
    return vapidKeys;
  };
  app.decorate('vapidKeys', vapid);
  const pushSender = deps.push ?? createWebPushSender(`mailto:${config.supportEmail}`);
  const pushWorker = createPeriodicJob(
    () => deliverPendingPushes({ db, clock, sender: pushSender, vapid }),
    (error) => app.log.error({ err: error }, 'push delivery failed'),
  );
  app.decorate('pushWorker', pushWorker);
  const notifier = createNotifier({ publicUrl: config.publicUrl });
  app.decorate('notifier', notifier);
  const appointmentReminders = createPeriodicJob(
    () => sendDueAppointmentReminders({ db, clock, notifier }),
    (error) => app.log.error({ err: error }, 'appointment reminders failed'),
  );
  app.decorate('appointmentReminders', appointmentReminders);
  events.subscribe((event) => {
    if (event.type !== OUTBOX_QUEUED_EVENT) return;
    emailWorker.kick();
    pushWorker.kick();
  });
  const medicationSweeper = createPeriodicJob(
    () => sweepMedications({ db, clock, notifier }),
    (error) => app.log.error({ err: error }, 'medication sweep failed'),
  );
  app.decorate('medicationSweeper', medicationSweeper);
  const dailySummaries = createPeriodicJob(
    () => sendDailySummaries({ db, clock, notifier }),
    (error) => app.log.error({ err: error }, 'daily summaries failed'),
  );
  app.decorate('dailySummaries', dailySummaries);
  // Streams end and workers finish before the database closes.
  app.addHook('onClose', async () => {
    await events.stop();
    await medicationSweeper.stop();
    await dailySummaries.stop();
    await appointmentReminders.stop();
    await pushWorker.stop();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The spec's own messages reach the user as written: the first issue, without its path.
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? 'Please check the form.' });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) return reply.code(statusCode).send({ message: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Dialog primitives set inline styles (scroll locking); no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps,
  });
  // Pages, scripts, styles and JSON go out compressed (Brotli, else gzip). Event streams, images,
  // PDFs and zips are left alone (the plugin's default types). Quality 5: most of the saving of 11
  // at a small part of the CPU, since compression happens per response.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: deps.version },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerOriginCheck(app, config.publicUrl);
  const cookie = sessionCookieFor(config.publicUrl);
  const policy = {
    idleSeconds: config.sessionIdleSeconds,
    absoluteSeconds: config.sessionAbsoluteSeconds,
  };
  await app.register(authPlugin, { db, clock, policy, cookie });

  await app.register(healthRoutes, { db, clock, version: deps.version, startedAt: clock.now() });
  await app.register(authRoutes, { db, clock, policy, cookie, notifier });
  await app.register(configRoutes, {
    supportEmail: config.supportEmail,
    emergencyNumber: config.emergencyNumber,
  });
  await app.register(crisisRoutes, {
    db,
    clock,
    notifier,
    emailWorker,
    publicUrl: config.publicUrl,
  });
  await app.register(crisisAnswerRoutes, {
    db,
    clock,
    notifier,
    emergencyNumber: config.emergencyNumber,
  });
  await app.register(onboardingRoutes, { db });
  const assistantSettings = {
    emergencyNumber: config.emergencyNumber,
    supportEmail: config.supportEmail,
  };
  await app.register(assistantRoutes, {
    db,
    clock,
    provider: deps.assistant ?? createBuiltInAssistant(assistantSettings),
    settings: assistantSettings,
  });
  await app.register(staffRoutes, { db, clock, policy, cookie });
  await app.register(contactRequestRoutes, {
    db,
    clock,
    emailWorker,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  });
  await app.register(outboxRoutes, { db, isSmtpConfigured: deps.mailer !== undefined });
  await app.register(circleRoutes, { db, clock });
  await app.register(invitationRoutes, {
    db,
    clock,
    emailWorker,
    publicUrl: config.publicUrl,
    notifier,
  });
  await app.register(careRecipientRoutes, { db, clock });
  await app.register(imageRoutes, { db });
  await app.register(auditRoutes, { db, describeAuditAction });
  await app.register(exportRoutes, { db, clock });
  await app.register(accountRoutes, { db, clock, emailWorker });
  await app.register(emergencyRoutes, { db, clock, publicUrl: config.publicUrl });
  await app.register(emergencySheetRoutes, {
    db,
    clock,
    publicUrl: config.publicUrl,
    emergencyNumber: config.emergencyNumber,
  });
  await app.register(appointmentRoutes, { db, clock, notifier, publicUrl: config.publicUrl });
  await app.register(taskRoutes, { db, clock, notifier });
  await app.register(trackingRoutes, { db, clock });
  await app.register(dashboardRoutes, { db, clock, describeAuditAction });
  await app.register(notificationRoutes, { db, clock, vapid });
  await app.register(eventRoutes, { bus: events });
  await app.register(medicationRoutes, { db, clock, notifier });
  if (deps.testClock) {
    app.log.warn('KINWELL_TEST_CLOCK is on: POST /api/test/clock moves time (browser tests only)');
    await app.register(testClockRoutes, {
      clock: deps.testClock,
      runDueWork: async () => {
        await medicationSweeper.runOnce();
        await dailySummaries.runOnce();
        await pushWorker.runOnce();
        await emailWorker.runOnce();
      },
    });
  }

  await registerStaticClient(app, {
    clientDir: deps.clientDir,
    pagesDir: deps.pagesDir,
    publicUrl: config.publicUrl,
    sessionCookieName: cookie.name,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued email; main.ts starts its timer, tests call `runOnce()`. */
    emailWorker: EmailWorker;
    /** Deletes accounts whose grace period has ended and ended location shares; main.ts starts it. */
    maintenance: PeriodicJob;
    /** Sends queued web push; main.ts starts its timer, and every queued notification kicks it. */
    pushWorker: PeriodicJob;
    /** Live events from every instance: `/api/events` streams them, workers wake on them. */
    events: EventBus;
    /** Sends appointment reminders as they fall due; main.ts starts its timer. */
    appointmentReminders: PeriodicJob;
    /** Features call `notifier.notify(tx, …)` inside the transaction of the change. */
    notifier: Notifier;
    /** The reminder engine: plans doses, sends reminders, due alerts and missed-dose alerts. */
    medicationSweeper: PeriodicJob;
    /** The evening medication summary for those who chose it; main.ts starts its timer. */
    dailySummaries: PeriodicJob;
    /** The VAPID keys, made on first start and kept in the database. */
    vapidKeys: () => Promise<VapidKeys>;
  }
}
