import { expect, type Page, test } from '@playwright/test';
import { baseURL, E2E_ADMIN } from './e2e-env';
import { checkA11y, registerViaApi, uniqueEmail } from './helpers';
import { firstStaffSignIn } from './staff-helpers';

/** No sideways scrolling at 390 px, and axe finds nothing. */
async function checkPhone(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  const { scrollWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // What sticks out, to name it when this fails.
    wide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 391)
      .slice(0, 5)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ''}`),
  }));
  expect(scrollWidth, `${label} at 390 px: ${wide.join(' | ')}`).toBeLessThanOrEqual(390);
  await checkA11y(page, label);
}

test('an admin runs the console; a specialist cannot open its admin screens; a caregiver finds only the staff sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A caregiver, signed in, tries the staff addresses.
  const caregiver = {
    name: 'Maria Console',
    email: uniqueEmail('maria.console'),
    password: 'a long family password',
    role: 'caregiver' as const,
  };
  await registerViaApi(page.context().request, caregiver);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin-test');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  expect((await page.context().request.get('/api/staff/system')).status()).toBe(401);
  await page.goto('/stealth-admin');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await checkPhone(page, 'staff sign-in for a signed-in caregiver');

  // The admin signs in right there: the staff session replaces the family one.
  await firstStaffSignIn(page, E2E_ADMIN);
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.name}, Administrator.`)).toBeVisible();
  // The console has its own header: nothing of the public site's sign-up.
  const header = page.getByRole('banner');
  await expect(header).toContainText('Staff console');
  await expect(header.getByRole('link', { name: 'Begin Your Journey' })).toHaveCount(0);
  // An admin typing the family app's /admin lands on the console, not on the family 404.
  for (const path of ['/admin', '/admin-panel']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff desk' })).toBeVisible();
  }
  const consoleNav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(consoleNav.getByRole('link')).toHaveText([
    'Consultation desk',
    'Moderation',
    'Community groups',
    'Expert questions',
    'Families',
    'People',
    'Subscription figures',
    'Staff accounts',
    'System',
  ]);

  await consoleNav.getByRole('link', { name: 'Families' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Families' })).toBeVisible();
  await expect(page.getByText('Maria Console’s circle')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Maria Console’s circle' }),
  ).toContainText('Free trial');
  await checkPhone(page, 'console families');

  // The installation's figures: Maria's new circle is counted this week, and is on its trial.
  await consoleNav.getByRole('link', { name: 'Subscription figures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription figures' })).toBeVisible();
  await expect(page.getByText('Monthly recurring revenue')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New care circles per week' })).toBeVisible();
  const trials = page.locator('dl > div').filter({ hasText: 'In their free trial' });
  await expect(trials.locator('dd').first()).not.toHaveText('0');
  await checkPhone(page, 'subscription figures');

  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'System' })
    .click();
  await expect(page).toHaveURL(/\/admin-test$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  await expect(page.getByText('Database round trip')).toBeVisible();
  await expect(page.getByText('Reminder engine lag')).toBeVisible();
  await expect(page.getByText('medication-sweep')).toBeVisible();
  await checkPhone(page, 'system page');

  // The admin creates a care specialist.
  const specialist = {
    name: 'Sam Specialist',
    email: `sam.${Date.now()}@kinwell.example`,
    password: 'another long staff password',
  };
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Staff accounts' })
    .click();
  await page.getByLabel('Name').fill(specialist.name);
  await page.getByLabel('Email').fill(specialist.email);
  await page.getByLabel('Role').selectOption({ label: 'Care specialist' });
  await page.getByLabel('First password').fill(specialist.password);
  await page.getByRole('button', { name: 'Create the staff account' }).click();
  await expect(page.getByText('Staff account created', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: `${specialist.name} · Care specialist` }),
  ).toContainText('Has not signed in yet');
  await checkPhone(page, 'staff accounts');

  // The specialist signs in elsewhere: the desk, and no admin screens.
  const other = await browser.newContext({ baseURL });
  const specialistPage = await other.newPage();
  await specialistPage.setViewportSize({ width: 390, height: 844 });
  await specialistPage.goto('/admin-login');
  await firstStaffSignIn(specialistPage, specialist);
  await expect(
    specialistPage.getByRole('navigation', { name: 'Staff console' }).getByRole('link'),
  ).toHaveText(['Consultation desk']);
  for (const path of [
    '/staff/families',
    '/staff/people',
    '/staff/figures',
    '/staff/accounts',
    '/admin-test',
  ]) {
    await specialistPage.goto(path);
    await expect(specialistPage.getByRole('alert')).toContainText(
      'This screen is for administrators.',
    );
  }
  expect((await other.request.get('/api/staff/console/families')).status()).toBe(403);
  await checkPhone(specialistPage, 'admin screen refused to a specialist');
  await other.close();
});
