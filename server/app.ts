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
import type { DatabaseHandle } from './db/client';
import { authPlugin, sessionCookieFor } from './features/auth/auth.plugin';
import { authRoutes } from './features/auth/auth.routes';
import { configRoutes } from './features/config/config.routes';
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

  await registerStaticClient(app, deps.clientDir);
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;
