import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSmtpMailer } from './adapters/mailer';
import { createApp } from './app';
import { openUploadsFolder } from './platform/files/uploads-folder';
import { openFileStore } from './platform/files/open-file-store';
import { openDatabase } from './db/client';
import { readConfig } from './env';
import { createAdjustableClock, systemClock } from './lib/clock';
import { serializeError } from './lib/log-safety';
import { findProjectRoot } from './lib/project-root';

async function main() {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const root = findProjectRoot();
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();

  const testClock = config.isTestClock ? createAdjustableClock() : undefined;
  const app = await createApp({
    database,
    clock: testClock ?? systemClock,
    ...(testClock ? { testClock } : {}),
    config,
    version,
    ...(config.smtpUrl ? { mailer: createSmtpMailer(config.smtpUrl, config.mailFrom) } : {}),
    clientDir: path.join(root, 'dist', 'client'),
    files: openFileStore(config),
    uploadsDir: await openUploadsFolder(path.join(config.dataDir, 'uploads')),
    logger: { level: config.logLevel },
  });
  app.addHook('onClose', async () => database.close());
  app.jobs.startAll();
  await app.vapidKeys();

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Bounded: a request or job that does not finish in time must not keep a restart waiting.
    // Work left unfinished is claimed again by another instance or at the next start.
    setTimeout(() => {
      app.log.error(
        { seconds: config.shutdownGraceSeconds },
        'shutdown took too long: exiting with work still in flight',
      );
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    // Fastify stops accepting connections, lets running requests finish, then runs onClose.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, publicUrl: config.publicUrl },
    `Kinwell is ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error('Kinwell could not start:', serializeError(error));
  process.exit(1);
});
