import { expect, test } from '@playwright/test';
import { hhmm, moveServerClock, twelveHour } from './clock-helpers';
import { checkA11y, registerViaApi, saveRecipient, uniqueEmail } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

test('a family’s trial ends: read-only but doses still log; paying through Stripe opens everything again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const origin = new URL(baseURL as string).origin;
  const api = page.context().request;
  const person = { email: uniqueEmail('trial'), password: 'kind words 42' };
  await registerViaApi(
    api,
    { name: 'Maria Lopez', ...person, role: 'caregiver' },
    { rememberDevice: true },
  );
  await saveRecipient(api, { preferredName: 'Rosa', timeZone: 'UTC' });

  await page.goto('/subscription');
  await expect(
    page.getByRole('heading', { name: '30 days left in your free trial' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose the plan' })).toBeVisible();
  // One way of writing the price on the page: dollars.
  await expect(page.getByText('the plan is $14.95 a month for the whole family')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('USD');
  await checkA11y(page, 'subscription, trial');

  // 31 days later (the server's clock; the browser's session has ended meanwhile).
  const signInAgain = async () => {
    const login = await api.post('/api/auth/login', {
      data: { ...person, rememberDevice: true },
      headers: { origin },
    });
    expect(login.status()).toBe(200);
  };
  let now = await moveServerClock(api, { advanceMinutes: 0 });
  const start = now;

  // In the trial's last week, a calm banner she can put away; never on the emergency screens.
  await moveServerClock(api, { to: new Date(start.getTime() + 24 * DAY_MS).toISOString() });
  await signInAgain();
  await page.goto('/tasks');
  const trialBanner = page.getByRole('region', { name: 'Your plan' });
  await expect(trialBanner).toContainText('6 days left in your free trial.');
  await checkA11y(page, 'trial banner');
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(trialBanner).toHaveCount(0);
  await page.goto('/tasks');
  await trialBanner.getByRole('button', { name: 'Hide this' }).click();
  await expect(trialBanner).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('What needs doing')).toBeVisible();
  await expect(trialBanner).toHaveCount(0);

  now = await moveServerClock(api, { to: new Date(start.getTime() + 31 * DAY_MS).toISOString() });
  if (now.getUTCHours() >= 21) {
    now = await moveServerClock(api, { advanceMinutes: (24 - now.getUTCHours()) * 60 + 30 });
  }
  await signInAgain();

  // Everyday features are read-only, with a clear word and the way to the plan.
  await page.goto('/tasks');
  const banner = page.getByRole('region', { name: 'Your plan' });
  await expect(banner).toContainText('Your family’s free trial has ended.');
  await expect(banner).toContainText('Medication reminders, missed-dose alerts');
  await page.getByLabel('What needs doing').fill('Call the pharmacy');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(
    page.getByText(/free trial has ended, so Kinwell is read-only/).first(),
  ).toBeVisible();
  await checkA11y(page, 'tasks, read-only');

  // A dose is still logged: safety is never behind a payment.
  const first = new Date(Math.ceil((now.getTime() + 20 * 60_000) / 60_000) * 60_000);
  const medicine = await api.post('/api/circle/medications', {
    data: {
      name: 'Donepezil',
      strength: '10 mg',
      form: 'tablet',
      doseAmount: 1,
      doseUnit: 'tablet',
      instructions: 'With breakfast',
      startDate: now.toISOString().slice(0, 10),
      schedule: { type: 'daily', times: [hhmm(first)], weekdays: [1, 2, 3, 4, 5, 6, 7] },
    },
    headers: { origin },
  });
  expect(medicine.status(), await medicine.text()).toBe(201);
  await moveServerClock(api, { to: new Date(first.getTime() - 5 * 60_000).toISOString() });
  await page.goto('/medications/today');
  await expect(
    page.getByRole('heading', {
      name: `Did Rosa take the ${twelveHour(hhmm(first))} Donepezil (1 tablet)?`,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, taken' }).click();
  await page.getByRole('button', { name: 'Save' }).first().click();
  const dose = page.getByRole('list', { name: 'Doses' }).getByRole('listitem').first();
  await expect(dose).toContainText('Taken');
  await expect(dose).toContainText('Logged by Maria Lopez');

  // No talk of payment on the emergency screens.
  await page.goto('/emergency-profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' })).toHaveCount(0);

  // Maria pays through Stripe Checkout (the local stand-in) and comes back.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Your free trial has ended' })).toBeVisible();
  await checkA11y(page, 'subscription, ended');
  await page.getByRole('button', { name: 'Choose the plan' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(/\/subscription\?checkout=done$/);
  await expect(page.getByRole('heading', { name: 'Your family has the plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' })).toHaveCount(0);
  await checkA11y(page, 'subscription, paid');

  // Everything is open again.
  await page.goto('/tasks');
  await page.getByLabel('What needs doing').fill('Call the pharmacy');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(
    page.getByRole('list', { name: /tasks/i }).first().getByText('Call the pharmacy'),
  ).toBeVisible();
});
