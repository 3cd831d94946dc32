import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { appOrigin, checkA11y, inviteMember, registerCaregiver } from './helpers';

const ZONE = 'America/Chicago';
const NOT_CLINICAL = 'This is a record of time spent together, not a test or a clinical score.';

/** A session of `minutes` that ended `endedMinutesAgo` minutes ago. */
async function recordSession(
  request: APIRequestContext,
  circleId: string,
  session: { game: string; difficulty: number; minutes: number; endedMinutesAgo: number } & {
    answersShown?: number;
    enjoyment?: string;
  },
) {
  const endedAt = new Date(Date.now() - session.endedMinutesAgo * 60_000);
  const startedAt = new Date(endedAt.getTime() - session.minutes * 60_000);
  const response = await request.post(`/api/circles/${circleId}/activities/sessions`, {
    data: {
      game: session.game,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      difficulty: session.difficulty,
      answersShown: session.answersShown ?? 0,
      eased: false,
    },
    headers: appOrigin(),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { session: saved } = (await response.json()) as { session: { id: string } };
  if (session.enjoyment) {
    const answered = await request.patch(
      `/api/circles/${circleId}/activities/sessions/${saved.id}`,
      { data: { enjoyment: session.enjoyment }, headers: appOrigin() },
    );
    expect(answered.status(), await answered.text()).toBe(200);
  }
}

async function noSidewaysScroll(page: Page) {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // The chart follows its box once the browser reports the new size.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${page.url()} at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the caregiver reads the log and changes the games’ settings; a family member sees only their own sessions', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const caregiver = await registerCaregiver(page.request, {
    recipient: {
      preferredName: 'Rosa',
      stage: 'middle',
      timeZone: ZONE,
      setupComplete: true,
    },
  });
  const circleId = caregiver.circleId as string;

  // Sam, a family member, in a browser of his own.
  const { context: samContext, page: samPage } = await inviteMember(browser, page.request);

  await recordSession(page.request, circleId, {
    game: 'photo-matching',
    difficulty: 4,
    minutes: 6,
    endedMinutesAgo: 90,
    enjoyment: 'enjoyed',
  });
  await recordSession(page.request, circleId, {
    game: 'photo-matching',
    difficulty: 4,
    minutes: 4,
    endedMinutesAgo: 30,
    answersShown: 2,
    enjoyment: 'neutral',
  });
  await recordSession(samPage.request, circleId, {
    game: 'word-recall',
    difficulty: 2,
    minutes: 5,
    endedMinutesAgo: 60,
    enjoyment: 'enjoyed',
  });

  // The caregiver's log: every session, the summary in words, and the sentence.
  await page.goto('/cognitive-activities/log');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities log' })).toBeVisible();
  await expect(page.getByText(NOT_CLINICAL)).toBeVisible();
  await expect(page.getByTestId('activity-summary')).toHaveText(
    '3 sessions in the last 30 days, 15 minutes in all, most often Photo matching; enjoyed in 2 of the 3 answered.',
  );
  const rows = page.getByRole('region', { name: /Every session/ }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Photo matching');
  await expect(rows.nth(0)).toContainText('A little help');
  await expect(
    rows.nth(0).getByRole('combobox', { name: /Enjoyment of Photo matching/ }),
  ).toHaveValue('neutral');
  await expect(rows.nth(0)).toContainText('Maria Lopez (you)');
  await expect(rows.nth(1)).toContainText('Word recall');
  await expect(rows.nth(1)).toContainText('Sam Lopez');
  await expect(rows.nth(1)).toContainText('2 words to remember');
  await checkA11y(page, 'activities log');
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkA11y(page, 'activities log, dark');
  await page.emulateMedia({ colorScheme: 'light' });
  // An answer given later, by the caregiver, from the log.
  await rows
    .nth(0)
    .getByRole('combobox', { name: /Enjoyment of Photo matching/ })
    .selectOption('enjoyed');
  await expect(page.getByTestId('activity-summary')).toContainText(
    'enjoyed in 3 of the 3 answered',
  );
  await noSidewaysScroll(page);

  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('activity-summary')).toContainText('in the last 90 days');
  await expect(rows).toHaveCount(3);

  // The settings: photo matching set by hand, a slower voice; saved and shown again.
  await page.getByRole('link', { name: 'Games settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games settings' })).toBeVisible();
  const photo = page.getByRole('group', { name: 'Photo matching' });
  await expect(photo.getByLabel(/Follow the stage \(now 4 pairs of cards\)/)).toBeChecked();
  await photo.getByLabel(/Follow the stage/).uncheck();
  await photo.getByRole('button', { name: 'More pairs of cards for Photo matching' }).click();
  await photo.getByRole('button', { name: 'More pairs of cards for Photo matching' }).click();
  await expect(photo.getByLabel(/How many pairs of cards/)).toHaveValue('6');
  // A number typed outside the game's range is refused next to its field, in the schema's words.
  const word = page.getByRole('group', { name: 'Word recall' });
  await word.getByLabel(/Follow the stage/).uncheck();
  await word.getByLabel(/How many words to remember/).fill('9');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(word.getByLabel(/How many words to remember/)).toHaveAccessibleDescription(
    'Please choose at most 5 words to remember',
  );
  await word.getByLabel(/Follow the stage/).check();
  await page.getByLabel(/Speed/).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Speed: 0.8 (slower)')).toBeVisible();
  await checkA11y(page, 'games settings');
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkA11y(page, 'games settings, dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Settings saved/).first()).toBeVisible();

  await page.reload();
  await expect(photo.getByLabel(/How many pairs of cards/)).toHaveValue('6');
  await expect(photo.getByLabel(/Follow the stage/)).not.toBeChecked();
  await expect(page.getByText('Speed: 0.8 (slower)')).toBeVisible();
  const stored = await page.request.get(`/api/circles/${circleId}/activities/settings`);
  expect(await stored.json()).toMatchObject({
    difficulty: { 'photo-matching': 6, 'word-recall': null },
    speech: { rate: 0.8 },
    effectiveDifficulty: { 'photo-matching': 6, 'word-recall': 2 },
  });

  // Sam sees the sessions he recorded, and not the settings.
  await samPage.goto('/cognitive-activities/log');
  await expect(
    samPage.getByRole('heading', { level: 2, name: 'Sessions you recorded' }),
  ).toBeVisible();
  await expect(samPage.getByText(NOT_CLINICAL)).toBeVisible();
  const samRows = samPage.getByRole('region', { name: /Every session/ }).locator('tbody tr');
  await expect(samRows).toHaveCount(1);
  await expect(samRows.first()).toContainText('Word recall');
  await expect(samPage.getByTestId('activity-summary')).toHaveText(
    '1 session in the last 30 days, 5 minutes in all, all Word recall; enjoyed in 1 of the 1 answered.',
  );
  await expect(samPage.getByRole('link', { name: 'Games settings' })).toHaveCount(0);
  await checkA11y(samPage, 'family activities log');
  await noSidewaysScroll(samPage);
  await samContext.close();

  // The doctor report adds the activities section when asked.
  await page.goto('/tracking/report');
  // The choice is kept in the address (so the PDF link carries it): it shows once the page follows.
  const includeActivities = page.getByLabel('Include the games played together (activities)');
  await includeActivities.click();
  await expect(includeActivities).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Activities (the games)' })).toBeVisible();
  await expect(page.getByRole('article').getByText(NOT_CLINICAL)).toBeVisible();
  await checkA11y(page, 'doctor report with activities');
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /activities=true/,
  );
});
