import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREENS } from '../../shared/route-access';
import { FIRST_READS } from './first-screen-reads';

afterEach(() => vi.unstubAllGlobals());

describe('the reads a first screen is drawn with', () => {
  const drawn = [
    ...new Set(
      Object.values(FIRST_SCREENS).flatMap((byRole) =>
        Object.values(byRole).flatMap((screen) => screen.drawnWith ?? []),
      ),
    ),
  ];

  it('are reads the screen makes anyway', () => {
    for (const byRole of Object.values(FIRST_SCREENS)) {
      for (const screen of Object.values(byRole)) {
        for (const url of screen.drawnWith ?? []) expect(screen.requests).toContain(url);
      }
    }
    expect(drawn).not.toEqual([]);
  });

  // The server puts each answer under the query's key; the query must be the one that asks for
  // that URL, or the browser would find the answer under a key no screen reads.
  it.each(drawn)('%s fills the query that asks for it', async (url) => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    const query = FIRST_READS[url]?.('circle-1') as { queryFn: () => Promise<unknown> } | undefined;
    expect(query, `no query for ${url}`).toBeDefined();
    await query?.queryFn();
    expect(fetch).toHaveBeenCalledWith(url, expect.anything());
  });
});
