import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
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
import type { AssistantProvider } from './features/assistant/assistant.provider';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { createBuiltInAssistant } from './features/assistant/built-in-assistant';
import type { DatabaseHandle } from './db/client';
import { authPlugin, sessionCookieFor } from './features/auth/auth.plugin';
import { authRoutes } from './features/auth/auth.routes';
import { configRoutes } from './features/config/config.routes';
import { contactRequestRoutes } from './features/contact-requests/contact-requests.routes';
import { createEmailWorker, type EmailWorker } from './features/email/email-outbox';
import { outboxRoutes } from './features/email/outbox.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { healthRoutes } from './features/health/health.routes';
import type { Clock } from './lib/clock';
import { AppError } from './lib/errors';
import { registerOriginCheck } from './lib/origin-check';
import { registerStaticClient } from './lib/static-client';

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
  /** Answers the chat; the built-in offline assistant when not given. */
  assistant?: AssistantProvider;
  /** The built client (dist/client); absent in API-only tests. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function createApp(deps: AppDeps) {
  const { database, clock, config } = deps;
  const db = database.db;
  const isHttps = config.publicUrl.startsWith('https://');

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
  await app.register(fastifyCookie);
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
  await app.register(authRoutes, { db, clock, policy, cookie });
  await app.register(configRoutes, {
    supportEmail: config.supportEmail,
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

  await registerStaticClient(app, deps.clientDir);
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued email; main.ts starts its timer, tests call `runOnce()`. */
    emailWorker: EmailWorker;
  }
}
