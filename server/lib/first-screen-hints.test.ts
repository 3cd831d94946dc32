import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../../shared/route-access';
import { inviteMember } from '../test/fixtures';
import { createTestApp, registerAgent, type Agent, type TestContext } from '../test/test-app';

const SHELL =
  '<!doctype html><html><head><title>Kinwell</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';

/** A build's manifest, as Vite writes it: the entry, the signed-in chunk and two screens. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_api-b2.js'] },
  '_api-b2.js': { file: 'assets/api-b2.js' },
  '_page-c3.js': { file: 'assets/page-c3.js', imports: ['_api-b2.js'] },
  'app/app-routes.tsx': {
    file: 'assets/app-routes-d4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_zod-e5.js'],
  },
  '_zod-e5.js': { file: 'assets/zod-e5.js' },
  'features/dashboard/dashboard.screen.tsx': {
    file: 'assets/dashboard-f6.js',
    isDynamicEntry: true,
    imports: ['index.html', '_page-c3.js', 'app/app-routes.tsx'],
  },
  'features/memory/memory-support.screen.tsx': {
    file: 'assets/memory-support-g7.js',
    isDynamicEntry: true,
    imports: ['index.html', '_page-c3.js'],
  },
  'features/medications/medications-today.screen.tsx': {
    file: 'assets/medications-today-h8.js',
    isDynamicEntry: true,
    imports: ['index.html', '_page-c3.js'],
  },
};

const modulePreloads = (html: string) =>
  /<meta name="kinwell-screen-modules" content="([^"]*)" \/>/.exec(html)?.[1]?.split(' ') ?? [];
const fetchPreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)"/g,
    ),
  ].map((m) => m[1]);

describe('the app shell names a signed-in screen’s code and first reads (decision 017)', () => {
  let ctx: TestContext;
  let dir: string;
  let caregiver: Agent;
  let family: Agent;
  let caregiverEmail: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-hints-'));
    const clientDir = path.join(dir, 'client');
    mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
    writeFileSync(path.join(clientDir, 'index.html'), SHELL);
    writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // A stand-in for the build's server-side bundle, which says what it was asked to draw.
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(
      path.join(dir, 'ssr', 'entry-server.js'),
      `export async function renderFirstScreen(path, user, timeZone, reads) {
         return {
           markup: '<p>drawn ' + path + ' for ' + user.name + ' in ' + timeZone + '</p>',
           reads: Object.keys(reads).length > 0 ? { queries: reads } : null,
         };
       }`,
    );
    ctx = await createTestApp({}, { clientDir, pagesDir: path.join(dir, 'no-pages') });
    const registered = await registerAgent(ctx.app, { name: 'Maria Lopez' });
    caregiver = registered.agent;
    caregiverEmail = registered.input.email;
    family = (await inviteMember(ctx, caregiver, 'family')).agent;
  });

  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the caregiver’s dashboard its chunks and reads, never the entry’s own, and keeps it out of caches', async () => {
    const response = await caregiver.get('/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('Cookie');
    expect(modulePreloads(response.body)).toEqual([
      '/assets/app-routes-d4.js',
      '/assets/zod-e5.js',
      '/assets/dashboard-f6.js',
      '/assets/page-c3.js',
    ]);
    expect(fetchPreloads(response.body)).toEqual([
      '/api/auth/user',
      '/api/circle/doses',
      '/api/circle/dashboard',
      '/api/circle',
    ]);
    // Hints only: who the person is stays behind GET /api/auth/user.
    expect(response.body).not.toContain(caregiverEmail);
    expect(response.body).not.toContain('Maria');
  });

  it('gives a family member at / their home (memory support), not the dashboard', async () => {
    const response = await family.get('/');
    expect(response.statusCode).toBe(200);
    expect(modulePreloads(response.body)).toContain('/assets/memory-support-g7.js');
    expect(modulePreloads(response.body)).not.toContain('/assets/dashboard-f6.js');
    expect(fetchPreloads(response.body)).toEqual([
      '/api/auth/user',
      '/api/circle/doses',
      '/api/circle/dashboard',
    ]);
  });

  it('gives any other signed-in path the signed-in chunk and the user only', async () => {
    const response = await caregiver.get('/tasks');
    expect(modulePreloads(response.body)).toEqual([
      '/assets/app-routes-d4.js',
      '/assets/zod-e5.js',
    ]);
    expect(fetchPreloads(response.body)).toEqual(['/api/auth/user']);
  });

  it('preloads only reads the person’s screen really makes, and each answers them', async () => {
    for (const [pagePath, screens] of Object.entries(FIRST_SCREENS)) {
      for (const [role, screen] of Object.entries(screens)) {
        const agent = role === 'caregiver' ? caregiver : family;
        for (const url of screen.requests) {
          const read = await agent.get(url);
          expect(read.statusCode, `${role} ${pagePath} ${url}`).toBe(200);
        }
      }
    }
  });

  it('draws a first screen for a browser that left its time zone, with the answers it is drawn with', async () => {
    const withZone = (zone: string) => ({
      headers: { cookie: `${caregiver.cookie}; kinwell_tz=${encodeURIComponent(zone)}` },
    });
    const doses = await caregiver.get('/medications/today', withZone('Europe/Paris'));
    expect(doses.statusCode).toBe(200);
    expect(doses.headers['cache-control']).toBe('no-store');
    expect(doses.body).toContain(
      '<div id="root" data-first-screen="'.concat(
        (await caregiver.get('/api/auth/user')).json<{ id: string }>().id,
        '"><p>drawn /medications/today for Maria Lopez in Europe/Paris</p></div>',
      ),
    );
    const reads = /<script type="application\/json" id="kinwell-first-reads">(.*?)<\/script>/.exec(
      doses.body,
    )?.[1];
    // The same answers the browser would have asked for, read as the person.
    expect(JSON.parse(reads ?? '{}')).toEqual({
      queries: {
        '/api/circle/doses': (await caregiver.get('/api/circle/doses')).json(),
        '/api/circle/medications': (await caregiver.get('/api/circle/medications')).json(),
      },
    });
    // In the page already, so not asked for again.
    expect(fetchPreloads(doses.body)).toEqual(['/api/auth/user']);

    // The dashboard is drawn without its answers; they are preloaded as before.
    const dashboard = await caregiver.get('/dashboard', withZone('UTC'));
    expect(dashboard.body).toContain('<p>drawn /dashboard for Maria Lopez in UTC</p>');
    expect(dashboard.body).not.toContain('kinwell-first-reads');
    expect(fetchPreloads(dashboard.body)).toContain('/api/circle/doses');

    // No zone, a zone that is none, or a path that is not a first screen: the empty shell.
    for (const [url, options] of [
      ['/medications/today', {}],
      ['/medications/today', withZone('Mars/Olympus')],
      ['/tasks', withZone('UTC')],
    ] as const) {
      const plain = await caregiver.get(url, options);
      expect(plain.body, url).toContain('<div id="root"></div>');
    }
  });

  it('sends the plain shell for a session that has ended, or a cookie that never was one', async () => {
    const signedOut = (await registerAgent(ctx.app)).agent;
    const endedCookie = signedOut.cookie;
    await signedOut.post('/api/auth/logout');
    const madeUp = endedCookie?.replace(/=.*/, '=not-a-session');
    for (const cookie of [endedCookie, madeUp]) {
      signedOut.cookie = cookie;
      const response = await signedOut.get('/dashboard');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHELL);
    }
  });
});
