import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { launchOptionsWithMicrophone } from './e2e-env';
import { checkA11y, inviteMember, registerCaregiver } from './helpers';

test.use({ launchOptions: launchOptionsWithMicrophone });

async function noSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${page.url()} at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
  await page.setViewportSize({ width: 390, height: 844 });
}

const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/**
 * Issue 15's journey in one go, as one family member on a phone: three photos with the people in
 * them and captions, a voice note, a memory trigger, a book and its PDF, then Walter's own view,
 * opened and left. The other memory-*.spec.ts journeys go deeper into each part.
 */
test('a family member on a phone adds three photos, records a story, writes a trigger, makes and prints a book, and opens and leaves Walter’s view', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await registerCaregiver(page.request, {
    recipient: { preferredName: 'Walter', setupComplete: true },
  });

  const { context, page: sam } = await inviteMember(browser, page.request, {
    context: { viewport: { width: 390, height: 844 }, permissions: ['microphone'] },
  });

  // Memory support is Sam's home.
  await sam.goto('/');
  await expect(sam.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();
  await checkA11y(sam, 'memory support home, empty');
  await sam.getByRole('link', { name: 'Add a photo' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Family photos' })).toBeVisible();

  // The people who will be in the photos.
  for (const [name, relationship] of [
    ['Ana', 'granddaughter'],
    ['Joe', 'son'],
  ] as const) {
    await sam.getByLabel('Name of someone in the photos').fill(name);
    await sam.getByLabel('Who they are to your loved one').fill(relationship);
    await sam.getByRole('button', { name: 'Add person' }).click();
    await expect(
      sam
        .getByRole('list', { name: 'People in the photos' })
        .getByText(`${name} — ${relationship}`),
    ).toBeVisible();
  }

  // Three photos at once from the phone's gallery.
  await sam
    .getByLabel('Add photos')
    .setInputFiles([
      await photo('lake.jpg', '#5b8fd9'),
      await photo('garden.jpg', '#5b9d6a'),
      await photo('wedding.jpg', '#b5651d'),
    ]);
  await expect(sam.getByText('3 photos added.')).toBeVisible();
  await expect(sam.getByText('3 photos', { exact: true })).toBeVisible();

  // A caption and the people in each.
  const grid = sam.getByRole('list', { name: 'Photos', exact: true });
  for (const [caption, people] of [
    ['The lake house', ['Ana — granddaughter']],
    ['The garden', ['Joe — son']],
    ['The wedding, 1958', ['Ana — granddaughter', 'Joe — son']],
  ] as const) {
    await grid
      .getByRole('link', { name: /No caption yet/ })
      .first()
      .click();
    await expect(sam).toHaveURL(/\/memory-support\/photos\/[0-9a-f-]{36}$/);
    await sam.getByLabel('Caption', { exact: true }).fill(caption);
    for (const person of people) await sam.getByRole('checkbox', { name: person }).check();
    await sam.getByRole('button', { name: 'Save details' }).click();
    await expect(sam.getByRole('heading', { level: 2, name: caption })).toBeVisible();
    if (caption === 'The wedding, 1958') await checkA11y(sam, 'a photo with its people');
    await sam.getByRole('button', { name: 'Back to all photos' }).click();
  }
  await expect(grid.getByRole('link', { name: /No caption yet/ })).toHaveCount(0);
  await expect(grid.getByRole('link', { name: /The wedding, 1958.*Ana, Joe/ })).toBeVisible();
  await checkA11y(sam, 'photos, three added');
  await noSidewaysScroll(sam, 360);

  // A voice note for the lake photo, recorded on the phone.
  await sam.goto('/memory-support');
  await sam.getByRole('link', { name: 'Open the recordings' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Voices and stories' })).toBeVisible();
  await sam.getByRole('button', { name: 'Start recording' }).click();
  await expect(sam.getByRole('timer')).toContainText('0:02', { timeout: 10_000 });
  await sam.getByRole('button', { name: 'Stop recording' }).click();
  await expect(sam.getByRole('heading', { name: 'Listen, then save' })).toBeVisible();
  await sam.getByLabel('Title', { exact: true }).fill('Sam remembers the lake');
  await sam
    .getByLabel('The photo it belongs to (optional)')
    .selectOption({ label: 'The lake house' });
  await sam.getByRole('button', { name: 'Save the recording' }).click();
  await expect(sam.getByText('Recording saved.', { exact: true })).toBeVisible();
  await checkA11y(sam, 'recordings, one saved');

  // A memory trigger for the wedding photo.
  await sam.goto('/memory-support');
  await sam.getByRole('link', { name: 'Add a memory trigger' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Memory triggers' })).toBeVisible();
  await sam.getByLabel('Conversation starter').fill('Ask about the wedding dance');
  await sam.getByLabel('What to avoid (optional)').fill('Don’t ask who the guests were');
  await sam.getByLabel('Tied to').selectOption({ label: 'A photo' });
  await sam.getByLabel('Which photo').selectOption({ label: 'The wedding, 1958' });
  await sam.getByRole('button', { name: 'Add memory trigger' }).click();
  await expect(
    sam.getByRole('article').filter({ hasText: 'Ask about the wedding dance' }),
  ).toBeVisible();
  await checkA11y(sam, 'memory triggers, one written');

  // A book of two of the photos, and its PDF.
  await sam.goto('/memory-support');
  await sam.getByRole('link', { name: 'Open the memory books' }).click();
  await sam.getByLabel('Title', { exact: true }).fill('Walter’s summers');
  await sam.getByRole('button', { name: 'Make the book' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Walter’s summers' })).toBeVisible();
  await sam.getByRole('checkbox', { name: /The lake house/ }).check();
  await sam.getByRole('checkbox', { name: /The garden/ }).check();
  await sam.getByRole('button', { name: 'Add 2 photos to the book' }).click();
  await expect(
    sam.getByRole('list', { name: 'Pages of the book' }).getByRole('listitem'),
  ).toHaveCount(2);
  await checkA11y(sam, 'a memory book being made');
  const download = sam.waitForEvent('download');
  await sam.getByRole('link', { name: 'PDF to print (US Letter)' }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) {
    chunks.push(chunk as Buffer);
  }
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);

  // Walter's own view: the family's photos, and leaving only with the number shown.
  await sam.goto('/memory-support');
  await sam.getByRole('link', { name: 'Open Walter’s view' }).click();
  await expect(sam).toHaveURL(/\/memory-support\/view$/);
  await expect(sam.getByRole('heading', { level: 1, name: 'Hello, Walter' })).toBeVisible();
  await expect(sam.getByRole('navigation')).toHaveCount(0);
  await checkA11y(sam, 'Walter’s view at 390 px');
  await noSidewaysScroll(sam, 360);
  await sam.setViewportSize({ width: 1280, height: 900 });
  await checkA11y(sam, 'Walter’s view at 1280 px');
  await sam.getByRole('button', { name: 'For family' }).click();
  const panel = sam.getByRole('dialog', { name: 'For whoever is sitting with Walter' });
  const shown = await panel
    .locator('strong')
    .filter({ hasText: /^\d \d \d$/ })
    .textContent();
  await panel.getByLabel('Number to leave').fill(shown ?? '');
  await panel.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(sam).toHaveURL(/\/memory-support$/);
  await expect(sam.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();
  // Home at the desktop width, with what Sam added.
  await expect(
    sam.getByRole('heading', { level: 3, name: 'Ask about the wedding dance' }),
  ).toBeVisible();
  await checkA11y(sam, 'memory support home at 1280 px');
  await context.close();
});
