import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/auth';
import { loadFirstScreenRenderer, validTimeZone } from './first-screen-render';

const caregiver: User = {
  id: 'user-"1"',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phoneNumber: null,
  role: 'caregiver',
  circleId: 'circle-1',
};

/** A stand-in for the build's server-side bundle: it echoes what it was asked to draw. */
const ssrDir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-ssr-'));
writeFileSync(
  path.join(ssrDir, 'entry-server.js'),
  `export async function renderFirstScreen(path, user, timeZone, reads) {
     return {
       markup: '<h1>' + path + ' ' + timeZone + '</h1>',
       reads: Object.keys(reads).length > 0 ? { queries: reads } : null,
     };
   }`,
);
afterAll(() => rmSync(ssrDir, { recursive: true, force: true }));

describe('the first screen drawn by the server', () => {
  it('is drawn only on a first screen of the person’s role, for them', async () => {
    const draw = await loadFirstScreenRenderer(ssrDir);
    const read = async () => ({});
    const input = { hasQuery: false, user: caregiver, timeZone: 'Europe/Paris', read };
    const dashboard = await draw?.({ ...input, pathname: '/dashboard' });
    expect(dashboard?.html).toBe(
      '<div id="root" data-first-screen="user-&quot;1&quot;"><h1>/dashboard Europe/Paris</h1></div>',
    );
    expect(await draw?.({ ...input, pathname: '/tasks' })).toBeNull();
  });

  it('carries the answers it was drawn with as JSON that cannot close its element', async () => {
    const draw = await loadFirstScreenRenderer(ssrDir);
    const asked: string[] = [];
    const read = async (url: string) => {
      asked.push(url);
      return [{ name: '</script><script>alert(1)</script>' }];
    };
    const drawn = await draw?.({
      pathname: '/medications/today',
      hasQuery: false,
      user: caregiver,
      timeZone: 'UTC',
      read,
    });
    expect(asked.sort()).toEqual(['/api/circle/doses', '/api/circle/medications']);
    expect(drawn?.inlined).toEqual(['/api/circle/doses', '/api/circle/medications']);
    const json = /<script type="application\/json" id="kinwell-first-reads">(.*)<\/script>$/.exec(
      drawn?.html ?? '',
    )?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? 'null')).toEqual({
      queries: {
        '/api/circle/doses': [{ name: '</script><script>alert(1)</script>' }],
        '/api/circle/medications': [{ name: '</script><script>alert(1)</script>' }],
      },
    });
  });

  it('asks for nothing for another day, or for someone outside any circle', async () => {
    const draw = await loadFirstScreenRenderer(ssrDir);
    const asked: string[] = [];
    const read = async (url: string) => asked.push(url);
    const base = { pathname: '/medications/today', timeZone: 'UTC', read };
    await draw?.({ ...base, hasQuery: true, user: caregiver });
    await draw?.({ ...base, hasQuery: false, user: { ...caregiver, circleId: null } });
    expect(asked).toEqual([]);
  });

  it('is off without the server-side bundle', async () => {
    expect(await loadFirstScreenRenderer(path.join(ssrDir, 'missing'))).toBeNull();
  });

  it('takes only a real time zone from the browser’s cookie', () => {
    expect(validTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(validTimeZone('UTC')).toBe('UTC');
    expect(validTimeZone('Mars/Olympus')).toBeNull();
    expect(validTimeZone('<script>')).toBeNull();
    expect(validTimeZone(undefined)).toBeNull();
  });
});
