import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { appOrigin, checkA11y, inviteMember, registerCaregiver } from './helpers';

async function noSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${page.url()} at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
  await page.setViewportSize({ width: 390, height: 844 });
}

const jpeg = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a family member on a phone sees what the caregiver added on their home and writes a memory trigger for a photo', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerCaregiver(page.request, {
    recipient: { preferredName: 'Rosa', setupComplete: true },
  });
  // Maria adds two photos from the dance hall days.
  for (const [caption, color] of [
    ['Dancing at the Palladium', '#b5651d'],
    ['The wedding, 1958', '#6a5acd'],
  ]) {
    const added = await page.request.post('/api/circle/photos', {
      multipart: {
        caption: caption!,
        photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(color!) },
      },
      headers: appOrigin(),
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  // Sam, a family member, on his phone: memory support is his home.
  const { context: samContext, page: sam } = await inviteMember(browser, page.request, {
    context: { viewport: { width: 390, height: 844 } },
  });
  await sam.goto('/');
  await expect(sam.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();
  await expect(sam.getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
    'href',
    '/memory-support/photos',
  );
  const recent = sam.locator('section', {
    has: sam.getByRole('heading', { level: 2, name: 'Recent additions' }),
  });
  await expect(
    recent.getByRole('heading', { level: 3, name: 'Maria Lopez added 2 photos' }),
  ).toBeVisible();
  await expect(recent.getByRole('img', { name: 'Dancing at the Palladium' })).toBeVisible();
  await expect(sam.getByText('No memory triggers yet.')).toBeVisible();
  // The order of the home: add a photo, what is new, memory triggers, then the care updates.
  const headings = await sam.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.slice(0, 3)).toEqual([
    'Recent additions',
    'Memory triggers',
    'Today for the family',
  ]);
  await checkA11y(sam, 'family home with recent additions');
  await noSidewaysScroll(sam, 360);

  // Sam writes a memory trigger tied to the Palladium photo, with what to avoid.
  await sam.getByRole('link', { name: 'Add a memory trigger' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Memory triggers' })).toBeVisible();
  await sam.getByRole('button', { name: 'Add memory trigger' }).click();
  await expect(sam.getByText('Please write the conversation starter')).toBeVisible();
  await sam.getByLabel('Conversation starter').fill('Ask about dancing at the Palladium');
  await sam.getByLabel('What helps (optional)').fill('Put on some big band music first');
  await sam
    .getByLabel('What to avoid (optional)')
    .fill('Don’t say her husband has died — talk about their wedding instead');
  await sam.getByLabel('Tied to').selectOption({ label: 'A photo' });
  await sam.getByLabel('Which photo').selectOption({ label: 'Dancing at the Palladium' });
  await sam.getByRole('button', { name: 'Add memory trigger' }).click();
  const card = sam.getByRole('article').filter({ hasText: 'Ask about dancing at the Palladium' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Photo:')).toBeVisible();
  await expect(card.getByText('What to avoid')).toBeVisible();
  await expect(
    card.getByText('Don’t say her husband has died — talk about their wedding instead'),
  ).toBeVisible();
  await checkA11y(sam, 'memory triggers with one written');
  await noSidewaysScroll(sam, 360);

  // Filtered by what it is tied to.
  await sam.getByLabel('Show').selectOption({ label: 'Tied to a song' });
  await expect(sam.getByText('None tied to this yet')).toBeVisible();
  await sam.getByLabel('Show').selectOption({ label: 'Tied to a photo' });
  await expect(card).toBeVisible();

  // Back home, the trigger is there for whoever visits next.
  await sam.getByRole('link', { name: 'Back to memory support' }).click();
  await expect(
    sam.getByRole('heading', { level: 3, name: 'Ask about dancing at the Palladium' }),
  ).toBeVisible();
  await expect(sam.getByRole('link', { name: 'See all memory triggers' })).toBeVisible();
  await samContext.close();
});
