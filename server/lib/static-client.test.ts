import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../shared/public-routes';
import { createTestApp, type TestContext } from '../test/test-app';

const SHELL =
  '<!doctype html><html><head><meta name="description" content="Kinwell helps families caring for a person living with dementia." /><title>Kinwell</title></head><body><div id="root"></div></body></html>';
const BIG_SCRIPT = 'export const greeting = "Hello from Kinwell";\n'.repeat(200);
const PAGE = `<!doctype html><html><head><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/about" /></head><body><div id="root" data-prerendered=""><h1>Our story</h1></div></body></html>`;

describe('the built client and the pre-rendered public pages', () => {
  let ctx: TestContext;
  let dir: string;
  // An https PUBLIC_URL makes the cookie __Host- prefixed (server/platform/auth/auth.plugin.ts).
  const session = { '__Host-kinwell_session': 'any-token' };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-static-'));
    const clientDir = path.join(dir, 'client');
    const pagesDir = path.join(dir, 'pages');
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    mkdirSync(pagesDir);
    writeFileSync(path.join(clientDir, 'index.html'), SHELL);
    writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(clientDir, 'assets', 'big-def456.js'), BIG_SCRIPT);
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("push", () => {});');
    writeFileSync(path.join(pagesDir, 'about.html'), PAGE);
    writeFileSync(path.join(pagesDir, 'index.html'), PAGE.replace('/about', '/'));
    writeFileSync(
      path.join(pagesDir, 'sitemap.xml'),
      `<urlset><url><loc>${ORIGIN_PLACEHOLDER}/about</loc></url></urlset>`,
    );
    writeFileSync(
      path.join(pagesDir, 'robots.txt'),
      `Disallow: /api/\nSitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml\n`,
    );
    writeFileSync(
      path.join(pagesDir, 'manifest.json'),
      JSON.stringify({
        pages: { '/': 'index.html', '/about': 'about.html' },
        redirects: { '/community': '/feature/community-support' },
      }),
    );
    ctx = await createTestApp({ publicUrl: 'https://care.example.org' }, { clientDir, pagesDir });
  });

  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a visitor without a session the pre-rendered page, with this server’s address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.body).toContain('<h1>Our story</h1>');
    expect(response.body).toContain('href="https://care.example.org/about"');
    expect(response.body).not.toContain(ORIGIN_PLACEHOLDER);
  });

  it('sends someone with a session cookie the app shell, at / too', async () => {
    for (const url of ['/', '/about']) {
      const response = await ctx.app.inject({ method: 'GET', url, cookies: session });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('moves old paths with a 301 when signed out, keeping the query, and not when signed in', async () => {
    const moved = await ctx.app.inject({ method: 'GET', url: '/community?from=mail' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/feature/community-support?from=mail');
    const signedIn = await ctx.app.inject({ method: 'GET', url: '/community', cookies: session });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(SHELL);
  });

  it('answers sitemap.xml and robots.txt with the public address', async () => {
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://care.example.org/about</loc>');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://care.example.org/sitemap.xml');
  });

  it('keeps the shell for other paths, year-long caching for hashed assets, and the service worker', async () => {
    const invite = await ctx.app.inject({ method: 'GET', url: '/invite/abc' });
    expect(invite.body).toBe(SHELL);
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });

  it('answers 404 (with the shell, which shows the 404 screen) for a path that is no page', async () => {
    for (const cookies of [{}, session]) {
      for (const url of ['/no-such-page', '/about/extra', '/tasks/1/2']) {
        const response = await ctx.app.inject({ method: 'GET', url, cookies });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.body, url).toBe(SHELL);
      }
    }
    for (const url of ['/tasks/12', '/medications/today', '/admin-login', '/login?next=/tasks']) {
      const response = await ctx.app.inject({ method: 'GET', url, cookies: session });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('names sign-in and registration in their own title and description', async () => {
    for (const [url, title] of [
      ['/login', 'Sign in to your care account — Kinwell'],
      ['/register', 'Create your Kinwell account — Kinwell'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.body, url).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
      // One description: the page's own, not the shell's beside it (vnu).
      expect(response.body.match(/<meta name="description"/g), url).toHaveLength(1);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('compresses what is worth compressing for browsers that accept it', async () => {
    const script = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(BIG_SCRIPT);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'gzip' },
    });
    // A small page is below the plugin's threshold (1 KB) and goes out as it is.
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<h1>Our story</h1>');
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });
});
