import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { launchOptionsWithMicrophone } from './e2e-env';
import { appOrigin, caregiverOnPhone, checkA11y } from './helpers';

test.use({ launchOptions: launchOptionsWithMicrophone });

async function noSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${page.url()} at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}

test('a caregiver on a phone records grandpa’s story of a photo, saves it with the photo and plays it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await caregiverOnPhone(browser, 'maria', {
    permissions: ['microphone'],
  });
  const photo = await page.request.post('/api/circle/photos', {
    headers: appOrigin(),
    multipart: {
      caption: 'The lake house',
      photo: {
        name: 'lake.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({
          create: { width: 320, height: 240, channels: 3, background: '#5b8fd9' },
        })
          .jpeg()
          .toBuffer(),
      },
    },
  });
  expect(photo.status(), await photo.text()).toBe(201);

  await page.goto('/memory-support');
  await page.getByRole('link', { name: 'Open the recordings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voices and stories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No recordings yet' })).toBeVisible();
  await checkA11y(page, 'recordings, empty');

  // Record a few seconds with the (fake) microphone; the clock shows the time.
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByRole('timer')).toContainText('0:02', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop recording' }).click();

  // Listen before saving, then name it and choose the photo it belongs to.
  await expect(page.getByRole('heading', { name: 'Listen, then save' })).toBeVisible();
  await expect(page.getByLabel('The new recording')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Grandpa tells the story of the lake');
  await page
    .getByLabel('The photo it belongs to (optional)')
    .selectOption({ label: 'The lake house' });
  await page.getByLabel('What is said (optional)').fill('We rowed out every morning.');
  await checkA11y(page, 'a new recording, before saving');
  await page.getByRole('button', { name: 'Save the recording' }).click();
  await expect(page.getByText('Recording saved.', { exact: true })).toBeVisible();

  const card = page.getByRole('list', { name: 'Recordings' }).getByRole('listitem').first();
  await expect(
    card.getByRole('heading', { name: 'Grandpa tells the story of the lake' }),
  ).toBeVisible();
  await expect(card.getByText('We rowed out every morning.')).toBeVisible();
  await expect(
    card.getByRole('img', { name: 'The photo this recording belongs to' }),
  ).toBeVisible();

  // It plays from the server, at a chosen speed.
  await card.getByRole('button', { name: 'Play Grandpa tells the story of the lake' }).click();
  await expect(
    card.getByRole('button', { name: 'Pause Grandpa tells the story of the lake' }),
  ).toBeVisible();
  await expect
    .poll(() => card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(0.3);
  await card.getByRole('button', { name: '1.25×' }).click();
  expect(
    await card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate),
  ).toBe(1.25);
  await checkA11y(page, 'recordings, one playing');
  await noSidewaysScroll(page, 360);

  // The photo shows its recording too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/memory-support/photos');
  await page
    .getByRole('list', { name: 'Photos', exact: true })
    .getByRole('link', { name: /The lake house/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Grandpa tells the story of the lake' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Play Grandpa tells the story of the lake' }),
  ).toBeVisible();

  await context.close();
});
