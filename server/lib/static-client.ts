import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '../../shared/route-paths';
import { TIME_ZONE_COOKIE } from '../../shared/first-screens';
import { documentTitle, ORIGIN_PLACEHOLDER, SHELL_PAGES } from '../../shared/public-routes';
import { notFound } from './errors';
import { loadFirstScreenHints, type SignedInVisitor } from './first-screen-hints';
import { loadFirstScreenRenderer, validTimeZone } from './first-screen-render';
import { escapeHtml } from './html';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface StaticClientOptions {
  /** The built client (dist/client); absent in API-only tests. */
  clientDir: string | undefined;
  /** The pre-rendered public pages (dist/pages, made by scripts/prerender.ts). */
  pagesDir?: string;
  /** The server-side bundle (dist/ssr), which draws a signed-in first screen into the shell. */
  ssrDir?: string;
  /** PUBLIC_URL: canonical links, Open Graph, JSON-LD, sitemap.xml and robots.txt name it. */
  publicUrl: string;
  /** A request carrying this cookie is (or was) signed in and gets the app shell. */
  sessionCookieName: string;
  /**
   * Who a session cookie belongs to, or null when it is no longer valid. With it, the app shell
   * sent to a signed-in visitor names the signed-in screen's code and first reads, so they load
   * alongside the main script (decision 017).
   */
  signedInVisitor?: (request: FastifyRequest) => Promise<SignedInVisitor | null>;
}

interface PrerenderedSite {
  pages: Map<string, string>;
  redirects: Record<string, string>;
  sitemap: string;
  robots: string;
}

/** Reads dist/pages once at start and puts this server's address where the build left a mark. */
function loadPrerenderedSite(pagesDir: string, publicUrl: string): PrerenderedSite | null {
  const manifestFile = path.join(pagesDir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const url = new URL(publicUrl);
  const origin = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const read = (file: string) =>
    readFileSync(path.join(pagesDir, file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, origin);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    pages: Record<string, string>;
    redirects: Record<string, string>;
  };
  return {
    pages: new Map(Object.entries(manifest.pages).map(([page, file]) => [page, read(file)])),
    redirects: manifest.redirects,
    sitemap: read('sitemap.xml'),
    robots: read('robots.txt'),
  };
}

/**
 * Serves the built client: hashed files under /assets/ are cached for a year, everything else is
 * revalidated, and any other GET answers the app shell so the client router can take over: with
 * 200 on the app's own paths (shared/route-manifest.ts), with 404 anywhere else.
 *
 * Public pages (decision 016): a visitor without a session cookie gets the page pre-rendered at
 * build time, complete without JavaScript; someone with one gets the app shell, because `/` and
 * several other paths are their own screens once signed in. Old paths answer 301 signed out.
 */
export async function registerStaticClient(app: FastifyInstance, options: StaticClientOptions) {
  const { clientDir } = options;
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
  const shellHtml =
    hasClient && clientDir ? readFileSync(path.join(clientDir, 'index.html'), 'utf8') : '';
  const hints = hasClient && clientDir ? loadFirstScreenHints(clientDir) : null;
  const ssrDir = options.ssrDir ?? (clientDir ? path.join(clientDir, '..', 'ssr') : null);
  const drawFirstScreen = hints && ssrDir ? await loadFirstScreenRenderer(ssrDir) : null;
  const { signedInVisitor } = options;
  /**
   * `#root` with the visitor's first screen drawn in it, or the shell's empty one. Only with the
   * browser's time zone known (its cookie), so that the greeting and today's date come out as
   * the browser's own; and drawing only speeds the page up, so any failure sends the empty one.
   */
  const rootFor = async (request: FastifyRequest, pathname: string, visitor: SignedInVisitor) => {
    const timeZone = validTimeZone(request.cookies[TIME_ZONE_COOKIE]);
    if (!drawFirstScreen || !visitor.user || !timeZone) return null;
    // The screen's first reads, asked of the API as this person with their own cookies.
    const read = async (url: string) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: request.headers.cookie ?? '' },
      });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
      return answer.json<unknown>();
    };
    try {
      return await drawFirstScreen({
        pathname,
        hasQuery: request.url.includes('?'),
        user: visitor.user,
        timeZone,
        read,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'the first screen is sent without its drawing');
      return null;
    }
  };
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    // The hints only speed the page up: if the session cannot be looked up, the plain shell
    // still works (the client asks who is signed in itself).
    const visitor =
      hints && signedInVisitor && request.cookies[options.sessionCookieName]
        ? await signedInVisitor(request).catch((error: unknown) => {
            request.log.warn({ err: error }, 'the app shell is sent without its screen hints');
            return null;
          })
        : null;
    if (!hints || !visitor) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const pathname = request.url.split('?')[0] ?? '/';
    const drawn = reply.statusCode === 200 ? await rootFor(request, pathname, visitor) : null;
    const drawnWithReads = (drawn?.inlined.length ?? 0) > 0;
    let html = shellHtml.replace('</head>', `${hints(pathname, visitor, drawnWithReads)}</head>`);
    if (drawn) html = html.replace('<div id="root"></div>', drawn.html);
    // The hints and the drawing depend on the person: no cache keeps this page.
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  if (hasClient) {
    // Sign-in and registration are not pre-rendered; their shell still names the page.
    for (const page of SHELL_PAGES) {
      const html = shellHtml
        .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
        .replace(
          /<title>[^<]*<\/title>/,
          `<title>${escapeHtml(documentTitle(page.title))}</title><meta name="description" content="${escapeHtml(page.description)}" />`,
        );
      app.get(page.path, async (_request, reply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html),
      );
    }
  }

  const pagesDir = options.pagesDir ?? (clientDir ? path.join(clientDir, '..', 'pages') : null);
  const site = hasClient && pagesDir ? loadPrerenderedSite(pagesDir, options.publicUrl) : null;
  if (site) {
    const hasSession = (request: FastifyRequest) =>
      Boolean(request.cookies[options.sessionCookieName]);
    for (const [pagePath, html] of site.pages) {
      app.get(pagePath, async (request, reply) => {
        // The same URL answers differently with and without a session: shared caches must know.
        reply.header('vary', 'Cookie');
        if (hasSession(request)) return sendShell(request, reply);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      });
    }
    for (const [from, to] of Object.entries(site.redirects)) {
      app.get(from, async (request, reply) => {
        reply.header('vary', 'Cookie');
        if (hasSession(request)) return sendShell(request, reply);
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${to}${query}`, 301);
      });
    }
    app.get('/sitemap.xml', async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/xml').send(site.sitemap),
    );
    app.get('/robots.txt', async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(site.robots),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || !wantsPage || !hasClient) throw notFound();
    // Public pages and redirects have their own routes above. Without the pre-rendered site the
    // public paths are not known here, so every path keeps the shell.
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = !site || isAppPath(pathname);
    // The shell shows the 404 screen (or a family member's home, spec §2); the status tells
    // crawlers and monitors that there is no page here.
    return sendShell(request, reply.code(isPage ? 200 : 404));
  });
}
