import { randomUUID } from 'node:crypto';
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
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../shared/product';
import type { Mailer } from './adapters/mailer';
import { createWebPushSender, type PushSender, type VapidKeys } from './adapters/push';
import type { AssistantProvider } from './adapters/assistant-provider';
import type { DatabaseHandle } from './db/client';
import type { AdjustableClock, Clock } from './lib/clock';
import { AppError } from './lib/errors';
import { safeLoggerOptions } from './lib/log-safety';
import { MULTIPART_LIMITS } from './lib/multipart';
import { registerOriginCheck } from './lib/origin-check';
import { finishDocument, transformRoute } from './lib/openapi-document';
import { refuseHiddenCharacters } from './lib/hidden-characters';
import { registerStaticClient } from './lib/static-client';
import { MODULES } from './modules';
import { authPlugin, deviceCookieFor, sessionCookieFor } from './platform/auth/auth.plugin';
import {
  AUTH_CHANGED_EVENT,
  createSessionCache,
  SESSION_CIRCLE_EVENT,
  SESSIONS_ENDED_EVENT,
  validateSession,
} from './platform/auth/sessions.service';
import { presentUser } from './platform/auth/auth.presenter';
import { createAuditDescriber } from './platform/audit/audit.descriptions';
import { circleTablesOf } from './platform/circle-tables';
import { ALWAYS_OPEN, registerPlanGuard } from './platform/circles/plan-guard';
import { createEmailWorker, emailDeliveryFailures } from './platform/email/email-outbox';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner';
import { createMetrics, type PlatformMetrics } from './platform/metrics/metrics';
import { createTemporaryFileStore, type FileStore } from './platform/files/file-store';
import { openUploadsFolder } from './platform/files/uploads-folder';
import { metricsRoutes } from './platform/metrics/metrics.routes';
import { testClockRoutes } from './platform/jobs/test-clock.routes';
import type { AppConfig, KinwellModule, Platform, Reactions } from './platform/module';
import { createEventBus, type EventBus } from './platform/notifications/event-bus';
import {
  createNotifier,
  type Notifier,
  OUTBOX_QUEUED_EVENT,
} from './platform/notifications/notifications.service';
import { ensureVapidKeys } from './platform/notifications/push.service';

export type { AppConfig } from './platform/module';

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
  /** Prometheus metrics; a registry of its own per app when not given. */
  metrics?: PlatformMetrics;
  /** The modules to run; `MODULES` (server/modules.ts) when not given. */
  modules?: readonly KinwellModule[];
  /** Where uploaded files go; a new temporary folder when not given (tests). */
  files?: FileStore;
  /**
   * Where large uploads wait while they arrive and are checked (DATA_DIR/uploads; a new
   * temporary folder when not given). Not the system's temporary folder on purpose: that is often
   * held in memory (tmpfs), which would undo streaming (decision 064).
   */
  uploadsDir?: string;
}

export async function createApp(deps: AppDeps) {
  const { database, clock, config } = deps;
  const db = database.db;
  const isHttps = config.publicUrl.startsWith('https://');

  const app = Fastify({
    // Request logs hold method, URL and status only, never bodies (they carry health data); no
    // line holds a secret or what a person typed, whoever hands in the logger (lib/log-safety.ts).
    logger: safeLoggerOptions(deps.logger),
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy, only the configured proxies may say who the client is; anyone else's
    // X-Forwarded-For is ignored, so it cannot dodge a limit kept per address.
    trustProxy: config.trustProxy ?? false,
    // Every log line of a request carries its id (`reqId`), also sent back as X-Request-Id for a
    // person or a proxy to quote; always ours, never taken from what a client sent.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  const modules = deps.modules ?? MODULES;
  const metrics = deps.metrics ?? createMetrics();
  const jobs = createJobRunner({
    config,
    db,
    clock,
    onError: (name, error) => app.log.error({ err: error, job: name }, 'job failed'),
    observe: (name, seconds, ok) => metrics.observeJob(name, seconds, ok),
  });
  const emailWorker = createEmailWorker({
    db,
    clock,
    mailer: deps.mailer,
    onError: (error) => app.log.error({ err: error }, 'email delivery failed'),
    onFailure: () => emailDeliveryFailures(metrics).inc(),
    wrapRun: (run) => jobs.recorded('email-delivery', run),
  });

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
  const notifier = createNotifier({ publicUrl: config.publicUrl });
  app.decorate('notifier', notifier);

  const cookie = sessionCookieFor(config.publicUrl);
  const deviceCookie = deviceCookieFor(config.publicUrl);
  const reactions: Required<Reactions> = {
    recipientTimeZoneChanged: async (tx, event) => {
      for (const module of modules) await module.reactions?.recipientTimeZoneChanged?.(tx, event);
    },
  };
  const platform: Platform = {
    db,
    clock,
    config,
    version: deps.version,
    startedAt: clock.now(),
    session: { policies: config.sessionPolicies, cookie, deviceCookie },
    notifier,
    emailWorker,
    events,
    vapid,
    push:
      deps.push ??
      createWebPushSender(`mailto:${config.supportEmail}`, {
        onRefused: (host) =>
          app.log.warn({ host }, 'push not sent: its address is not public; device forgotten'),
      }),
    mailer: deps.mailer,
    assistant: deps.assistant,
    circleTables: circleTablesOf(modules),
    describeAuditAction: createAuditDescriber(modules.flatMap((module) => module.audit ?? [])),
    reactions,
    planGate: modules.find((module) => module.planGate)?.planGate?.(config) ?? ALWAYS_OPEN,
    metrics,
    files: deps.files ?? (await createTemporaryFileStore()),
    uploadsDir: deps.uploadsDir ?? (await openUploadsFolder()),
    isFileUsed: async (key) => {
      for (const module of modules) if (await module.isFileUsed?.(db, key)) return true;
      return false;
    },
  };
  for (const module of modules) module.metrics?.(platform);

  jobs.addWorker(
    { name: 'email-delivery', everyMs: 15_000, phase: 'delivery', isOnEveryInstance: true },
    emailWorker,
  );
  for (const module of modules)
    for (const job of module.jobs ?? []) jobs.add(job, () => job.run(platform));
  app.decorate('jobs', jobs);
  // Validated sessions are kept a few seconds; any change to sessions, accounts or memberships,
  // on any instance, makes every instance forget them (decision 043).
  const sessionCache = createSessionCache();
  events.subscribe((event) => {
    if (
      event.type === AUTH_CHANGED_EVENT ||
      event.type === SESSIONS_ENDED_EVENT ||
      event.type === SESSION_CIRCLE_EVENT
    )
      sessionCache.clear();
  });
  events.subscribe((event) => {
    if (event.type !== OUTBOX_QUEUED_EVENT) return;
    emailWorker.kick();
    jobs.get('push-delivery').kick();
  });
  // Streams end and workers finish before the database closes.
  app.addHook('onClose', async () => {
    await events.stop();
    await jobs.stopAll();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(
          error.code === undefined
            ? { message: error.message }
            : { message: error.message, code: error.code },
        );
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
    transform: transformRoute,
    transformObject: finishDocument(cookie.name) as never,
  });
  // The reference page, its scripts and styles all come from /api/docs/static: it works under
  // the same Content-Security-Policy as the app (no CDN, no inline script, no validator badge).
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    validatorUrl: false,
    theme: { title: `${PRODUCT_NAME} API reference` },
  });

  // Request latency by route pattern (`/api/circle/tasks/:id`, never the path asked for), so the
  // labels stay few whatever ids or junk addresses come in (decision 042).
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.is404 ? undefined : request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime,
    );
  });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  registerOriginCheck(app, config.publicUrl);
  refuseHiddenCharacters(app);
  // API answers carry health data: no browser or proxy keeps one, unless its route chose a
  // caching of its own (pictures by id, the printable sheet's QR code).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  await app.register(authPlugin, { db, clock, cookie, cache: sessionCache });
  registerPlanGuard(app, { db, clock, gate: platform.planGate });

  for (const module of modules) await module.routes?.(app, platform);
  if (deps.testClock) {
    app.log.warn('KINWELL_TEST_CLOCK is on: POST /api/test/clock moves time (browser tests only)');
    await app.register(testClockRoutes, {
      clock: deps.testClock,
      runDueWork: () => jobs.runDueWork(),
    });
  }

  await registerStaticClient(app, {
    clientDir: deps.clientDir,
    pagesDir: deps.pagesDir,
    publicUrl: config.publicUrl,
    sessionCookieName: cookie.name,
    signedInVisitor: async (request) => {
      const token = request.cookies[cookie.name];
      if (!token) return null;
      const session = await validateSession({ db, clock, token, cache: sessionCache });
      if (!session?.user) return null;
      const user = presentUser(session.user, session.membership);
      return { role: user.role, inCircle: user.circleId !== null, user };
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's periodic jobs: main.ts starts them, tests run one with `get(name).runOnce()`. */
    jobs: JobRunner;
    /** Live events from every instance: `/api/events` streams them, workers wake on them. */
    events: EventBus;
    /** Features call `notifier.notify(tx, …)` inside the transaction of the change. */
    notifier: Notifier;
    /** The VAPID keys, made on first start and kept in the database. */
    vapidKeys: () => Promise<VapidKeys>;
  }
}
