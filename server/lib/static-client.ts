import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built client: hashed files under /assets/ are cached for a year, everything else is
 * revalidated, and any other GET answers the app shell so the client router can take over.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || !wantsPage || !hasClient) throw notFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
