import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { makeWav } from '../server/test/audio-fixtures';
import { appOrigin, caregiverOnPhone, checkA11y, inviteMember, registerCaregiver } from './helpers';

async function noSidewaysScroll(page: Page, width: number) {
  const before = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${page.url()} at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
  await page.setViewportSize(before);
}

const jpeg = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** What the page asked the speech voice to say, kept instead of spoken. */
const spoken = (page: Page) => page.evaluate(() => (window as { spoken?: string[] }).spoken ?? []);

/**
 * The caregiver fills memory support through the API: Walter (born 1940), Rosa in a photo with a
 * recording of its story and a conversation idea, a second photo, a book and a family song.
 */
async function fillMemories(page: Page) {
  const send = async (method: 'post' | 'put' | 'patch', url: string, data: unknown) => {
    const response = await page.request[method](url, { data, headers: appOrigin() });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, { id: string }>>;
  };
  await send('patch', '/api/circle/recipient', {
    preferredName: 'Walter',
    dateOfBirth: '1940-05-01',
    setupComplete: true,
  });
  const { person } = await send('post', '/api/circle/memory-people', {
    name: 'Rosa',
    relationship: 'granddaughter',
  });
  const photoIds: string[] = [];
  for (const [caption, color, extra] of [
    [
      'Dancing at the Palladium',
      '#b5651d',
      { personIds: person!.id, place: 'London', year: '1962' },
    ],
    ['The lake', '#5b9d6a', {}],
  ] as const) {
    const added = await page.request.post('/api/circle/photos', {
      multipart: {
        caption,
        ...extra,
        photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(color) },
      },
      headers: appOrigin(),
    });
    expect(added.status(), await added.text()).toBe(201);
    photoIds.push(((await added.json()) as { photo: { id: string } }).photo.id);
  }
  const recording = await page.request.post('/api/circle/recordings', {
    multipart: {
      title: 'Grandpa tells the story',
      photoId: photoIds[0]!,
      audio: { name: 'story.wav', mimeType: 'audio/wav', buffer: makeWav(2) },
    },
    headers: appOrigin(),
  });
  expect(recording.status(), await recording.text()).toBe(201);
  await send('post', '/api/circle/memory-triggers', {
    starter: 'Ask about dancing at the Palladium',
    avoid: 'Do not say that Grandma has died; talk about their wedding instead',
    tie: { kind: 'photo', photoId: photoIds[0] },
  });
  const { book } = await send('post', '/api/circle/memory-books', { title: 'Walter’s life' });
  await send('post', `/api/circle/memory-books/${book!.id}/pages`, {
    pages: [{ photoId: photoIds[1], caption: 'Summers at the lake' }],
  });
  await send('post', '/api/circle/music/songs', {
    title: 'Our wedding song',
    artist: 'The Ink Spots',
    year: 1946,
    link: 'https://example.org/wedding-song',
  });
}

test('a family member opens Walter’s view, looks through photos, a book, music and a game, and only leaves with the number', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await registerCaregiver(page.request, { emailPrefix: 'maria-view' });
  await fillMemories(page);

  // Sam, a family member, with a tablet-sized phone in landscape on the table.
  const { context, page: sam } = await inviteMember(browser, page.request, {
    context: { viewport: { width: 390, height: 844 } },
  });
  await sam.addInitScript(() => {
    const store: string[] = [];
    (window as { spoken?: string[] }).spoken = store;
    if ('speechSynthesis' in window)
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        store.push(utterance.text);
      };
  });

  await sam.goto('/memory-support');
  await sam.getByRole('link', { name: 'Open Walter’s view' }).click();
  await expect(sam).toHaveURL(/\/memory-support\/view$/);
  await expect(sam.getByRole('heading', { level: 1, name: 'Hello, Walter' })).toBeVisible();
  // Nothing of the app to fall into: no header, menu, footer or assistant button.
  await expect(sam.getByRole('banner')).toHaveCount(0);
  await expect(sam.getByRole('navigation')).toHaveCount(0);
  await expect(sam.getByRole('contentinfo')).toHaveCount(0);
  await expect(sam.getByRole('button', { name: /assistant/i })).toHaveCount(0);
  await checkA11y(sam, 'person’s view, first screen');
  await noSidewaysScroll(sam, 360);

  // Opened inside the app, the view asks to be kept for play without a signal: the page itself
  // and every bundled picture.
  const kept = () =>
    sam.evaluate(async () => {
      const keys = await (await caches.open('kinwell-offline-v1')).keys();
      return keys.map((request) => new URL(request.url).pathname);
    });
  await expect.poll(async () => (await kept()).includes('/memory-support/view')).toBe(true);
  await expect
    .poll(async () => (await kept()).filter((path) => path.startsWith('/games/pictures/')).length)
    .toBeGreaterThan(50);
  // Reloaded once, so the main script loaded before the worker was there is kept too.
  await sam.reload();
  await expect(sam.getByRole('heading', { level: 1, name: 'Hello, Walter' })).toBeVisible();

  // Photos, newest first; the next one has Rosa, its place, and Grandpa's story to play.
  await sam.getByRole('button', { name: 'Photos' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
  await expect(sam.getByRole('img', { name: 'The lake' })).toBeVisible();
  await sam.getByRole('button', { name: 'Next' }).click();
  await expect(sam.getByRole('img', { name: 'Dancing at the Palladium' })).toBeVisible();
  await expect(sam.getByText('Rosa — granddaughter')).toBeVisible();
  await expect(sam.getByText('London, 1962')).toBeVisible();
  await sam.getByRole('button', { name: 'Read aloud' }).click();
  await expect
    .poll(() => spoken(sam))
    .toEqual(['Dancing at the Palladium. This is Rosa, granddaughter. London, 1962.']);
  // One large Play, nothing to seek or speed up.
  await sam.getByRole('button', { name: 'Play Grandpa tells the story' }).click();
  await expect(sam.getByRole('button', { name: 'Pause Grandpa tells the story' })).toBeVisible();
  await expect(sam.getByRole('slider')).toHaveCount(0);
  await sam.getByRole('button', { name: 'Pause Grandpa tells the story' }).click();
  // After the last photo comes the first again; the arrow keys turn too.
  await sam.keyboard.press('ArrowRight');
  await expect(sam.getByRole('img', { name: 'The lake' })).toBeVisible();
  await sam.keyboard.press('ArrowLeft');
  await expect(sam.getByRole('img', { name: 'Dancing at the Palladium' })).toBeVisible();
  await checkA11y(sam, 'person’s view, a photo with a recording');
  await noSidewaysScroll(sam, 360);

  // The companion's panel: the idea for this photo, with what to avoid, out of Walter's sight.
  await sam.getByRole('button', { name: 'For family' }).click();
  const panel = sam.getByRole('dialog', { name: 'For whoever is sitting with Walter' });
  await expect(panel.getByText('Ask about dancing at the Palladium')).toBeVisible();
  await expect(panel.getByText(/Do not say that Grandma has died/)).toBeVisible();
  await checkA11y(sam, 'person’s view, the family panel');
  await panel.getByRole('button', { name: 'Back to Walter’s view' }).click();
  await expect(panel).toHaveCount(0);

  // A memory book, one page at a time.
  await sam.getByRole('button', { name: 'Back', exact: true }).click();
  await sam.getByRole('button', { name: 'Memory books' }).click();
  await sam.getByRole('button', { name: 'Walter’s life' }).click();
  await expect(sam.getByText('Cover')).toBeVisible();
  await sam.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(sam.getByText('Summers at the lake')).toBeVisible();

  // Music: what plays inside the view, the family's voices; the song that is only a link to a
  // music service stays on the family's side.
  await sam.getByRole('button', { name: 'Back', exact: true }).click();
  await sam.getByRole('button', { name: 'Music' }).click();
  await expect(sam.getByRole('heading', { name: 'Family voices' })).toBeVisible();
  await expect(sam.getByRole('button', { name: 'Play Grandpa tells the story' })).toBeVisible();
  await expect(sam.getByText('Our wedding song')).toHaveCount(0);
  await expect(sam.getByRole('link')).toHaveCount(0);
  await checkA11y(sam, 'person’s view, music');
  await noSidewaysScroll(sam, 360);

  // A game fills the view and is played to its success; whatever is chosen, it goes on.
  await sam.getByRole('button', { name: 'Back', exact: true }).click();
  await sam.getByRole('button', { name: 'Games' }).click();
  await sam.getByRole('button', { name: /Picture naming/ }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Picture naming' })).toBeVisible();
  await sam.getByRole('button', { name: 'Play', exact: true }).click();
  const names = sam.getByRole('list', { name: 'Names' }).getByRole('button');
  for (let round = 0; round < 5; round += 1) {
    await names.first().click();
    await expect(sam.getByText(/^(Yes, it is|This is) /)).toBeVisible();
    await sam.getByRole('button', { name: round < 4 ? 'Next picture' : 'All done' }).click();
  }
  await expect(sam.getByText(/^(You named|We looked at) .+, Walter\. Lovely\.$/)).toBeVisible();
  expect(await sam.locator('body').innerText()).not.toMatch(/score|points|time left|wrong/i);
  // Its Finish comes back to the view, not to the app.
  await sam.getByRole('button', { name: 'Finish' }).click();
  await expect(sam.getByText(/this goes back to Walter’s view/)).toBeVisible();
  await sam.getByRole('button', { name: 'Leave the game' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(sam).toHaveURL(/\/memory-support\/view$/);

  // The browser's Back stays in the view and opens the companion's panel.
  await sam.goBack();
  await expect(sam).toHaveURL(/\/memory-support\/view$/);
  await expect(panel).toBeVisible();
  await expect(
    sam.getByRole('heading', { level: 1, name: 'Games', includeHidden: true }),
  ).toBeAttached();

  // Leaving needs the number shown; anything else keeps Walter where he is.
  await panel.getByLabel('Number to leave').fill('000');
  await panel.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(panel.getByRole('alert')).toContainText('That is not the number shown.');
  await expect(sam).toHaveURL(/\/memory-support\/view$/);
  const shown = await panel
    .locator('strong')
    .filter({ hasText: /^\d \d \d$/ })
    .textContent();
  await panel.getByLabel('Number to leave').fill(shown ?? '');
  await panel.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(sam).toHaveURL(/\/memory-support$/);
  await expect(sam.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();

  // On a desktop screen the view is as clean.
  await sam.setViewportSize({ width: 1280, height: 900 });
  await sam.getByRole('link', { name: 'Open Walter’s view' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Hello, Walter' })).toBeVisible();
  await checkA11y(sam, 'person’s view at 1280 px');

  // With no signal, the view opens again and a game deals its pictures.
  await context.setOffline(true);
  await sam.goto('/memory-support/view');
  await expect(sam.getByRole('heading', { level: 1, name: 'Hello, Walter' })).toBeVisible();
  await sam.getByRole('button', { name: 'Games' }).click();
  await sam.getByRole('button', { name: /Picture naming/ }).click();
  await sam.getByRole('button', { name: 'Play', exact: true }).click();
  const picture = sam.getByRole('img', { name: 'Picture 1 of 5' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await context.setOffline(false);
  await context.close();
});

test('Walter’s music plays inside his view on a phone, one at a time, and nothing in it leads out', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await caregiverOnPhone(browser, 'maria-music');
  const send = async (url: string, data: unknown) => {
    const response = await page.request.fetch(url, {
      method: url.endsWith('recipient') ? 'PATCH' : 'POST',
      data,
      headers: appOrigin(),
    });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, { id: string }>>;
  };
  await send('/api/circle/recipient', {
    preferredName: 'Walter',
    dateOfBirth: '1940-05-01',
    setupComplete: true,
  });
  // A family song with a link and the family's own recording of it; a song that is only a
  // link; and a recording of its own.
  const { song } = await send('/api/circle/music/songs', {
    title: 'Our wedding song',
    artist: 'The Ink Spots',
    year: 1946,
    link: 'https://example.org/wedding-song',
  });
  await send('/api/circle/music/songs', { title: 'Moon River', artist: 'Andy Williams' });
  for (const [title, extra] of [
    ['Maria sings our wedding song', { songId: song!.id }],
    ['Grandma’s lullaby', {}],
  ] as const) {
    const recording = await page.request.post('/api/circle/recordings', {
      multipart: {
        title,
        ...extra,
        audio: { name: 'song.wav', mimeType: 'audio/wav', buffer: makeWav(3) },
      },
      headers: appOrigin(),
    });
    expect(recording.status(), await recording.text()).toBe(201);
  }

  await page.goto('/memory-support/view');
  await page.getByRole('button', { name: 'Music' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Music' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The family’s songs' })).toBeVisible();
  await expect(page.getByText('Our wedding song', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Family voices' })).toBeVisible();
  await expect(page.getByText('Grandma’s lullaby', { exact: true })).toBeVisible();
  // Nothing opens a new tab or another site: no links at all, and no song that only has one.
  await expect(page.locator('a[target="_blank"]')).toHaveCount(0);
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'))
      .map((link) => new URL((link as HTMLAnchorElement).href, location.href))
      .filter((url) => url.origin !== location.origin)
      .map((url) => url.href),
  );
  expect(outside).toEqual([]);
  await expect(page.getByText('Moon River')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Songs from/ })).toHaveCount(0);

  // One large Play plays the recording here, in the view.
  const audio = (index: number) =>
    page
      .locator('audio')
      .nth(index)
      .evaluate((element: HTMLAudioElement) => element.paused);
  await page.getByRole('button', { name: 'Play Our wedding song' }).click();
  await expect(page.getByRole('button', { name: 'Pause Our wedding song' })).toBeVisible();
  await expect.poll(() => audio(0)).toBe(false);
  // Another one stops the first: one voice at a time.
  await page.getByRole('button', { name: 'Play Grandma’s lullaby' }).click();
  await expect.poll(() => audio(1)).toBe(false);
  await expect.poll(() => audio(0)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play Our wedding song' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause Grandma’s lullaby' }).click();
  await expect.poll(() => audio(1)).toBe(true);
  expect(context.pages()).toHaveLength(1);
  await expect(page).toHaveURL(/\/memory-support\/view$/);
  await checkA11y(page, 'person’s view, music that plays inside');
  await noSidewaysScroll(page, 360);
  await context.close();
});
