import { expect, type Page, test } from '@playwright/test';
import { musicSearchUrl } from '../shared/music';
import { checkA11y, inviteMember, registerCaregiver, saveRecipient } from './helpers';

async function noSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${page.url()} at ${width} px`,
    })
    .toBeLessThanOrEqual(width);
}

test('a family member on a phone finds the era’s songs, a mood, opens a song and adds their own', async ({
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
  await sam.getByRole('link', { name: 'Open the music' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: 'Music by era and mood' })).toBeVisible();

  // No date of birth yet: Kinwell asks the family to choose an era.
  await expect(sam.getByRole('heading', { name: 'Choose an era' })).toBeVisible();
  await expect(
    sam.getByText('Choose an era above to see the songs from their teens and twenties.'),
  ).toBeVisible();
  await checkA11y(sam, 'music, no era yet');
  await sam.getByLabel('Era of the playlist').selectOption('1945');
  await sam.getByRole('button', { name: 'Save music settings' }).click();
  await expect(sam.getByText('Songs from 1945 to 1965, the era your family chose.')).toBeVisible();
  const eraList = sam.getByRole('list', { name: 'Songs from their era' });
  await expect(eraList.getByRole('listitem').first()).toContainText('1945');

  // The caregiver adds the date of birth; going back to it, the era follows: born 1948 → 1958–1978.
  await saveRecipient(page.request, { dateOfBirth: '1948-05-30' });
  await sam.reload();
  await sam
    .getByLabel('Era of the playlist')
    .selectOption({ label: 'From their year of birth (1948)' });
  await sam.getByLabel('Open songs in').selectOption({ label: 'Spotify' });
  await sam.getByRole('button', { name: 'Save music settings' }).click();
  await expect(
    sam.getByText(/Songs from 1958 to 1978, when they were 10 to 30 years old \(born 1948\)/),
  ).toBeVisible();
  await expect(eraList.getByRole('listitem').first()).toContainText('1958');

  // A mood: calm songs, those of her era first.
  await sam.getByRole('button', { name: 'Calm', exact: true }).click();
  await expect(sam.getByRole('button', { name: 'Calm', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const calmList = sam.getByRole('list', { name: 'Calm songs' });
  const first = calmList.getByRole('listitem').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const [artist, year] = ((await first.locator('p').first().textContent()) ?? '').split(' · ');
  expect(Number(year)).toBeGreaterThanOrEqual(1958);
  expect(Number(year)).toBeLessThanOrEqual(1978);
  const open = first.getByRole('link', { name: /Open in Spotify/ });
  await expect(open).toHaveAttribute(
    'href',
    musicSearchUrl('spotify', { title, artist: artist ?? '' }),
  );
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);

  // What helped, on that song.
  await first.getByRole('button', { name: /Note what helped/ }).click();
  await expect(first.getByLabel(/What helped with/)).toBeFocused();
  await sam.keyboard.type('Calmed her at bedtime');
  await first.getByRole('button', { name: 'Save note' }).click();
  await expect(first).toContainText('What helped: Calmed her at bedtime (Sam Lopez)');

  // The family's own song: checked, then added with what helped.
  const own = sam.locator('section', {
    has: sam.getByRole('heading', { level: 2, name: 'Your family’s songs' }),
  });
  await own.getByRole('button', { name: 'Add song' }).click();
  await expect(own.getByText('Please enter the song’s title')).toBeVisible();
  await own.getByLabel('Title').fill('Danny Boy');
  await own.getByLabel('Who sings or plays it').fill('Grandpa Joe');
  await own.getByLabel('Year (optional)').fill('1962');
  await own.getByLabel('Link (optional)').fill('javascript:alert(1)');
  await own.getByRole('button', { name: 'Add song' }).click();
  await expect(
    own.getByText('Please paste a web link that starts with https:// or http://'),
  ).toBeVisible();
  await own.getByLabel('Link (optional)').fill('https://example.com/danny-boy');
  await own.getByLabel('What helped (optional)').fill('Sang along after lunch');
  await own.getByRole('checkbox', { name: 'Calm' }).check();
  await own.getByRole('button', { name: 'Add song' }).click();
  const ownList = own.getByRole('list', { name: 'Your family’s songs' });
  await expect(ownList.getByRole('listitem')).toHaveCount(1);
  await expect(ownList).toContainText('Danny Boy');
  await expect(ownList).toContainText('Added by Sam Lopez');
  await expect(ownList).toContainText('What helped: Sang along after lunch');
  await expect(ownList.getByRole('link', { name: /Open the family’s link/ })).toHaveAttribute(
    'href',
    'https://example.com/danny-boy',
  );

  // Dated 1962 and calm, it joins the calm playlist among the songs of her era.
  await expect(calmList.locator('[data-own-song]')).toContainText(
    'Grandpa Joe · 1962 · added by the family',
  );

  await checkA11y(sam, 'music with a note and a family song');
  await sam.emulateMedia({ colorScheme: 'dark' });
  await checkA11y(sam, 'music, dark');
  await sam.emulateMedia({ colorScheme: 'light' });
  await noSidewaysScroll(sam, 360);
  await noSidewaysScroll(sam, 390);

  // The caregiver sees the note and the song, and may change it.
  await page.goto('/memory-support/music');
  await expect(page.getByText('What helped: Sang along after lunch')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Danny Boy' })).toBeVisible();
  await page.getByRole('button', { name: 'Change Danny Boy' }).click();
  const editing = page.getByRole('list', { name: 'Your family’s songs' });
  await expect(editing.getByLabel('Title')).toBeFocused();
  await editing.getByLabel('What helped (optional)').fill('Sang along after lunch and smiled');
  await editing.getByRole('button', { name: 'Save song' }).click();
  await expect(editing).toContainText('What helped: Sang along after lunch and smiled');
  await samContext.close();
});
