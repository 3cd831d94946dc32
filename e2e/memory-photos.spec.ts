import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  appOrigin,
  caregiverOnPhone,
  checkA11y,
  expectNoSidewaysScroll,
  inviteMember,
  registerCaregiver,
} from './helpers';

async function noSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${page.url()} at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}

/** Two small photos as a phone makes them; the first has the date it was taken in its EXIF. */
async function fixtures() {
  const beach = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#d9a05b' },
  })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: '1987:06:21 14:05:00' } })
    .toBuffer();
  const garden = await sharp({
    create: { width: 240, height: 320, channels: 3, background: '#5b9d6a' },
  })
    .jpeg()
    .toBuffer();
  return [
    { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: beach },
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: garden },
  ];
}

test('a family member on a phone adds two photos and names who is in one; the caregiver removes one, brings it back, and deletes it for good', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerCaregiver(page.request, {
    recipient: { preferredName: 'Rosa', setupComplete: true },
  });

  // Sam, a family member, on his phone.
  const { context: samContext, page: sam } = await inviteMember(browser, page.request, {
    context: { viewport: { width: 390, height: 844 } },
  });

  await sam.goto('/memory-support');
  await sam.getByRole('link', { name: 'Open the photos' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Family photos' })).toBeVisible();
  await expect(sam.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
  await checkA11y(sam, 'photos, empty');

  // Someone to name in the photos.
  await sam.getByLabel('Name of someone in the photos').fill('Ana');
  await sam.getByLabel('Who they are to your loved one').fill('granddaughter');
  await sam.getByRole('button', { name: 'Add person' }).click();
  await expect(
    sam.getByRole('list', { name: 'People in the photos' }).getByText('Ana — granddaughter'),
  ).toBeVisible();

  // Two photos at once from the phone's gallery, and a file that only looks like one.
  await sam
    .getByLabel('Add photos')
    .setInputFiles([
      ...(await fixtures()),
      { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text') },
    ]);
  await expect(sam.getByText('2 photos added. 1 could not be added.')).toBeVisible();
  await expect(sam.locator('[data-upload-status="added"]')).toHaveCount(2);
  const failed = sam.locator('[data-upload-status="failed"]');
  await expect(failed).toContainText('We could not read that picture. Please choose a JPEG, PNG');
  await failed.getByRole('button', { name: /Try again.*not-a-photo\.jpg/ }).click();
  await expect(failed).toContainText('We could not read that picture');
  // How much of the family's room the photos take, in words beside the bar.
  await expect(sam.getByRole('meter', { name: 'Family storage used' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+(\.\d)? KB of 5 GB used$/,
  );

  // The same photo again: its own row says who added it, and it is not added twice.
  await sam.getByLabel('Add photos').setInputFiles([(await fixtures())[1]!]);
  const again = sam.locator('[data-upload-status="failed"]').filter({ hasText: 'garden.jpg' });
  await expect(again).toContainText(
    'This photo is already in your family’s photos: you added it on',
  );
  await expect(again.getByRole('button', { name: /Try again/ })).toHaveCount(0);
  await expect(sam.getByText(/0 photos added\. 1 was already there\./)).toBeVisible();
  await noSidewaysScroll(sam, 360);
  await sam.setViewportSize({ width: 390, height: 844 });
  await expect(sam.getByText('2 photos', { exact: true })).toBeVisible();

  // By year, the beach photo (1987, from the camera's date) comes first.
  const sorted = sam.waitForResponse((r) => r.url().includes('sort=year') && r.ok());
  await sam.getByRole('button', { name: 'Search and filter' }).click();
  await sam.getByLabel('Sort', { exact: true }).selectOption({ label: 'By year' });
  await sorted;
  const grid = sam.getByRole('list', { name: 'Photos', exact: true });
  await expect(grid.getByRole('link').first()).toContainText('1987');
  await grid.getByRole('link', { name: /1987/ }).click();
  // The open photo has its own address.
  await expect(sam).toHaveURL(/\/memory-support\/photos\/[0-9a-f-]{36}$/);
  await expect(sam.getByText('Camera date:')).toBeVisible();
  await expect(sam.getByText('June 21, 1987')).toBeVisible();
  await sam.getByLabel('Caption', { exact: true }).fill('Grandma at the beach');
  await sam.getByLabel('Place', { exact: true }).fill('Lake Michigan');
  await sam.getByRole('checkbox', { name: 'Ana — granddaughter' }).check();
  await sam.getByRole('button', { name: 'Save details' }).click();
  await expect(sam.getByRole('heading', { level: 2, name: 'Grandma at the beach' })).toBeVisible();
  await expect(sam.getByText('Who is in it:')).toBeVisible();
  await checkA11y(sam, 'a photo and its details');
  await noSidewaysScroll(sam, 360);
  await sam.getByRole('button', { name: 'Back to all photos' }).click();
  await expect(sam).toHaveURL(/\/memory-support\/photos$/);
  await expect(grid.getByText('Grandma at the beach')).toBeVisible();
  await checkA11y(sam, 'photos with two added');
  await noSidewaysScroll(sam, 360);

  // The caregiver sees both, removes the beach photo, and brings it back.
  await page.goto('/memory-support/photos');
  await expect(page.getByText('2 photos', { exact: true })).toBeVisible();
  await page.getByLabel('Search captions and stories').fill('beach');
  await expect(page.getByText('1 photo found')).toBeVisible();
  await page
    .getByRole('list', { name: 'Photos', exact: true })
    .getByRole('link', { name: /Grandma at the beach/ })
    .click();
  await expect(
    page.getByRole('definition').filter({ hasText: 'Ana — granddaughter' }),
  ).toBeVisible();
  const photoAddress = page.url();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  const removed = page.getByRole('list', { name: 'Recently removed photos' });
  await expect(
    removed.getByRole('paragraph').filter({ hasText: 'Grandma at the beach' }),
  ).toBeVisible();
  await expect(page.getByText('0 photos found')).toBeVisible();
  await checkA11y(page, 'photos, one recently removed');
  await removed.getByRole('button', { name: 'Restore Grandma at the beach' }).click();
  await expect(page.getByText('Photo brought back.', { exact: true })).toBeVisible();
  await expect(page.getByText('1 photo found')).toBeVisible();
  await expect(removed).toHaveCount(0);
  // Its address, as a notification would link to it, opens it.
  await page.goto(photoAddress);
  await expect(page.getByRole('heading', { level: 2, name: 'Grandma at the beach' })).toBeVisible();

  // Removed again, it can be deleted for good now, to free its room: after a confirm step.
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await removed.getByRole('button', { name: 'Delete for good Grandma at the beach' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this photo for good?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await checkA11y(page, 'deleting a photo for good, the question');
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText(/^Photo deleted for good\./)).toBeVisible();
  const emptied = page.getByText('Nothing is waiting in “Recently removed” now.');
  await expect(emptied).toBeFocused();
  await expect(page.getByText('1 photo', { exact: true })).toBeVisible();
  await page.goto(photoAddress);
  await expect(page.getByRole('heading', { name: 'We could not find that photo' })).toBeVisible();

  await samContext.close();
});

test('on a phone the photos come first: the first photo is in the first screen, and adding, filters and storage stay in reach', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await caregiverOnPhone(browser, 'maria-first');
  // Someone to name and an album, so every way to narrow the photos is there.
  const person = await page.request.post('/api/circle/memory-people', {
    data: { name: 'Ana', relationship: 'granddaughter' },
    headers: appOrigin(),
  });
  expect(person.ok(), await person.text()).toBe(true);
  const album = await page.request.post('/api/circle/photo-albums', {
    data: { name: 'Summers' },
    headers: appOrigin(),
  });
  expect(album.ok(), await album.text()).toBe(true);
  for (const [caption, background] of [
    ['The lake', '#5b9d6a'],
    ['The garden', '#d9a05b'],
    ['The wedding', '#5b8fd9'],
  ] as const) {
    const added = await page.request.post('/api/circle/photos', {
      multipart: {
        caption,
        photo: {
          name: 'photo.jpg',
          mimeType: 'image/jpeg',
          buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background } })
            .jpeg()
            .toBuffer(),
        },
      },
      headers: appOrigin(),
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  await page.goto('/memory-support/photos');
  await expect(page.getByRole('heading', { level: 1, name: 'Family photos' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Photos', exact: true }).locator('img').first();
  await expect(first).toBeVisible();
  // Above the fold of a 390 × 844 phone, under the app's header.
  const box = await first.boundingBox();
  expect(box, 'the first photo has a place on the page').not.toBeNull();
  expect(box!.y + (await page.evaluate(() => window.scrollY))).toBeLessThan(600);
  await expectNoSidewaysScroll(page, 'photos at 390 px');

  // Adding, narrowing and the family's room are all still on the page.
  await expect(page.getByLabel('Add photos')).toBeAttached();
  await page.getByRole('button', { name: 'Search and filter' }).click();
  await expect(page.getByLabel('Search captions and stories')).toBeVisible();
  await page.getByLabel('Show photos of').selectOption({ label: 'Ana — granddaughter' });
  await expect(page.getByText('0 photos found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search and filter (1 chosen)' })).toBeVisible();
  await page.getByLabel('Show photos of').selectOption({ label: 'Everyone' });
  await expect(page.getByText('3 photos', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Album', { exact: true })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Family storage used' })).toBeAttached();
  await checkA11y(page, 'photos on a phone, photos first');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, 'photos at 360 px');
  await context.close();
});
