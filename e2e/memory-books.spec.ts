import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { appOrigin, caregiverOnPhone, checkA11y } from './helpers';

async function noSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${page.url()} at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
  await page.setViewportSize({ width: 390, height: 844 });
}

async function uploadPhoto(page: Page, caption: string, background: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const response = await page.request.post('/api/circle/photos', {
    headers: appOrigin(),
    multipart: {
      caption,
      photo: { name: `${caption}.jpg`, mimeType: 'image/jpeg', buffer },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a family member makes a book from two photos, reorders it by keyboard, looks through it and prints it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await caregiverOnPhone(browser, 'maria-books');
  await uploadPhoto(page, 'The lake', '#d9a05b');
  await uploadPhoto(page, 'The garden', '#5b9d6a');

  await page.goto('/memory-support');
  await page.getByRole('link', { name: 'Open the memory books' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Memory books' })).toBeVisible();
  await checkA11y(page, 'memory books, none yet');
  await page.getByLabel('Title', { exact: true }).fill('Dad’s life');
  await page.getByLabel('Subtitle or dedication (optional)').fill('For Dad, with love');
  await page.getByRole('button', { name: 'Make the book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dad’s life' })).toBeVisible();

  // Newest first: the garden, then the lake. Chosen lake first, so the lake is page 1.
  await page.getByRole('checkbox', { name: /The lake/ }).check();
  await page.getByRole('checkbox', { name: /The garden/ }).check();
  await page.getByRole('button', { name: 'Add 2 photos to the book' }).click();
  const pages = page.getByRole('list', { name: 'Pages of the book' });
  await expect(pages.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Caption for page 1')).toHaveValue('The lake');

  // Move the lake down with the keyboard alone: focus its Move down button and press Enter.
  await page.getByRole('button', { name: /Move down\s*: page 1 \(The lake\)/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Caption for page 1')).toHaveValue('The garden');
  await expect(page.getByLabel('Caption for page 2')).toHaveValue('The lake');
  await page.reload();
  await expect(page.getByLabel('Caption for page 1')).toHaveValue('The garden');

  await page.getByRole('button', { name: /Use as cover\s*: page 2 \(The lake\)/ }).click();
  await expect(page.getByRole('img', { name: 'The cover photo' })).toBeVisible();
  await checkA11y(page, 'a memory book being made');
  await noSidewaysScroll(page, 360);

  // The printable book.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF to print (A4)' }).click();
  const pdf = await download;
  const stream = await pdf.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // Looking through it.
  await page.getByRole('link', { name: 'Look through the book' }).click();
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();
  await expect(page.getByText('For Dad, with love')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  const box = await next.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(64);
  expect(box?.width).toBeGreaterThanOrEqual(64);
  await next.click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByText('The garden', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByText('The lake', { exact: true })).toBeVisible();
  await expect(next).toBeDisabled();
  await checkA11y(page, 'looking through a memory book');
  await noSidewaysScroll(page, 360);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // The family home offers the latest book to look through together.
  await page.goto('/memory-support');
  const latest = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'The latest memory book' }) });
  await expect(latest.getByRole('heading', { name: 'Dad’s life' })).toBeVisible();
  await expect(latest.getByText('2 pages')).toBeVisible();
  await checkA11y(page, 'the memory support home with the latest book');
  await latest.getByRole('link', { name: /Look through it together/ }).click();
  await expect(page.getByText('For Dad, with love')).toBeVisible();
  await context.close();
});
