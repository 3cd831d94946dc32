import { expect, type Page, test } from '@playwright/test';
import type { Role } from '../shared/auth';
import { pauseClock, settle } from './clock-helpers';
import { checkA11y, registerCaregiver, registerViaApi, uniqueEmail } from './helpers';

const COMPLETED = 'Welcome to Kinwell! Onboarding completed. Start providing better care today!';
const SKIPPED = 'Onboarding Skipped';
const SKIPPED_DETAIL = 'You can always access the tour later from your account settings.';

const signUp = (page: Page, role: Role = 'caregiver') =>
  registerViaApi(
    page.context().request,
    {
      name: role === 'caregiver' ? 'Maya Chen' : 'Leo Chen',
      email: uniqueEmail(`tour-${role}`),
      password: 'kind words 42',
      role,
    },
    { tour: 'pending' },
  );

const tour = (page: Page) => page.getByRole('dialog');
const button = (page: Page, name: string) => tour(page).getByRole('button', { name, exact: true });

/** Signs in a new person, loads the app and waits for the tour (the real 1.5 s, in real time). */
async function openTour(page: Page, role: Role = 'caregiver', path = '/') {
  await signUp(page, role);
  await page.goto(path);
  await expect(tour(page)).toBeVisible();
  await expect(tour(page)).toContainText('Step 1 of 9');
}

/** Counts the calls that would save the tour's outcome. */
function watchSaves(page: Page) {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/user\/(complete|skip)-onboarding$/.test(request.url())
    )
      saves.push(new URL(request.url()).pathname);
  });
  return saves;
}

test('a new caregiver sees the tour 1.5 s after sign-in, walks all nine steps and completes it', async ({
  page,
}) => {
  await signUp(page);
  // Hold the status answer until the clock is paused, so the 1.5 s are counted exactly.
  let releaseStatus = () => undefined as void;
  const statusGate = new Promise<void>((resolve) => {
    releaseStatus = resolve;
  });
  await page.route('**/api/user/onboarding-status', async (route) => {
    await statusGate;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await pauseClock(page);
  const statusResponse = page.waitForResponse('**/api/user/onboarding-status');
  releaseStatus();
  expect(await (await statusResponse).json()).toEqual({ completed: false, skipped: false });
  await settle(page);
  await page.clock.runFor(0);
  await settle(page);
  await page.clock.runFor(1499);
  await settle(page);
  await expect(tour(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(tour(page)).toBeVisible();
  await page.clock.resume();
  await page.unroute('**/api/user/onboarding-status');

  const saves = watchSaves(page);
  await expect(tour(page)).toContainText('Step 1 of 9');
  await expect(tour(page).getByRole('heading', { name: 'Welcome to Kinwell' })).toBeVisible();
  await expect(tour(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '11');
  await expect(button(page, 'Previous')).toBeDisabled();
  await expect(button(page, 'Next')).toBeFocused();
  await checkA11y(page, 'tour step 1');

  const expected = [
    ['/', 11],
    ['/dashboard', 22],
    ['/tracking', 33],
    ['/medications', 44],
    ['/community', 56],
    ['/memory-support', 67],
    ['/care-plans', 78],
    ['/account', 89],
    ['/', 100],
  ] as const;
  for (const [index, [path, percent]] of expected.entries()) {
    if (index > 0) await button(page, 'Next').click();
    await expect(tour(page)).toContainText(`Step ${index + 1} of 9`);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(tour(page).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );
  }
  await expect(button(page, 'Next')).toHaveCount(0);
  await expect(button(page, 'Previous')).toBeEnabled();

  // Previous goes back a screen.
  await button(page, 'Previous').click();
  await expect(tour(page)).toContainText('Step 8 of 9');
  await expect(page).toHaveURL(/\/account$/);
  await button(page, 'Next').click();

  await button(page, 'Complete Tour').click();
  await expect(tour(page)).toHaveCount(0);
  await expect(page.getByText(COMPLETED, { exact: true })).toBeVisible();
  expect(saves).toEqual(['/api/user/complete-onboarding']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(tour(page)).toHaveCount(0);
});

test('Skip Tour saves the choice and says how to come back', async ({ page }) => {
  await openTour(page);
  const saves = watchSaves(page);
  await button(page, 'Next').click();
  await expect(tour(page)).toContainText('Step 2 of 9');
  await button(page, 'Skip Tour').click();
  await expect(tour(page)).toHaveCount(0);
  await expect(page.getByText(SKIPPED, { exact: true })).toBeVisible();
  await expect(page.getByText(SKIPPED_DETAIL, { exact: true })).toBeVisible();
  expect(saves).toEqual(['/api/user/skip-onboarding']);

  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(tour(page)).toHaveCount(0);
});

test('the close icon skips too', async ({ page }) => {
  await openTour(page);
  const saves = watchSaves(page);
  await tour(page).getByRole('button', { name: 'Close tour' }).click();
  await expect(tour(page)).toHaveCount(0);
  await expect(page.getByText(SKIPPED, { exact: true })).toBeVisible();
  expect(saves).toEqual(['/api/user/skip-onboarding']);
});

test('Escape or a click outside only hides the tour; nothing is saved', async ({ page }) => {
  await openTour(page);
  const saves = watchSaves(page);
  await page.keyboard.press('Escape');
  await expect(tour(page)).toHaveCount(0);

  // Still due, so it comes back on the next visit.
  await page.reload();
  await expect(tour(page)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(tour(page)).toHaveCount(0);
  await expect(page.getByText(SKIPPED, { exact: true })).toHaveCount(0);
  expect(saves).toEqual([]);
});

test('a failing complete call is logged and the tour closes anyway', async ({ page }) => {
  await openTour(page);
  await page.route('**/api/user/complete-onboarding', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (let step = 1; step < 9; step += 1) await button(page, 'Next').click();
  await button(page, 'Complete Tour').click();
  await expect(tour(page)).toHaveCount(0);
  await expect.poll(() => errors.some((text) => text.includes('onboarding'))).toBe(true);
  await expect(page.getByText(COMPLETED, { exact: true })).toHaveCount(0);
});

for (const width of [390, 360]) {
  test(`a family member’s tour has their own eight steps, each on a screen they can use (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp(page, 'family');
    await page.goto('/');
    await expect(tour(page)).toContainText('Step 1 of 8');
    // Each step's screen, by its heading: a screen a family member may not open would show their
    // home (Memory Support) instead. The page behind the modal tour is hidden from the
    // accessibility tree, so read the markup.
    const screens: [string, string | RegExp][] = [
      ['/', 'Memory Support'],
      ['/memory-support', 'Memory Support'],
      ['/medications', 'Medications'],
      ['/tasks', 'Family tasks'],
      ['/community', 'Community'],
      ['/care-plans', /^Care Plan/],
      ['/account', 'Account Settings'],
      ['/', 'Memory Support'],
    ];
    for (const [index, [path, heading]] of screens.entries()) {
      await expect(tour(page)).toContainText(`Step ${index + 1} of 8`);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.locator('main h1')).toHaveText(heading);
      await expect(tour(page)).not.toContainText(/dashboard|tracking|invitation you send/i);
      if (index < screens.length - 1) await button(page, 'Next').click();
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await button(page, 'Complete Tour').click();
    await expect(page.getByText(COMPLETED, { exact: true })).toBeVisible();
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a 360 px phone the tour fits and has no violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 360, height: 740 });
    await openTour(page);
    for (let step = 1; step <= 9; step += 1) {
      const box = await tour(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
      await expect(button(page, step === 9 ? 'Complete Tour' : 'Next')).toBeInViewport();
      if (step === 1 || step === 7) await checkA11y(page, `${colorScheme} tour step ${step}`);
      if (step < 9) await button(page, 'Next').click();
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });
}

test('the account page offers the tour again after it was skipped', async ({ page }) => {
  await registerCaregiver(page.context().request, {
    name: 'Ivy Brooks',
    emailPrefix: 'tour-again',
  });
  await page.goto('/account');
  await expect(tour(page)).toBeHidden();
  await page.getByRole('button', { name: 'Take the tour again' }).click();
  await expect(tour(page)).toContainText('Step 1 of 9');
  await expect(button(page, 'Previous')).toBeDisabled();
});
