import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { E2E_STAFF } from './e2e-env';
import { checkA11y, receivedEmails } from './helpers';
import { serverNow } from './clock-helpers';

test('a consultation asked for in the chat reaches the staff desk and sends both emails', async ({
  page,
}) => {
  const requester = `requester.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Kinwell Assistant chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Kinwell Assistant' });

  // The real assistant hands a request for a person over to the form.
  await panel.getByLabel('Type your message').fill('Can I talk to a real person please?');
  await panel.getByLabel('Type your message').press('Enter');
  const form = panel.getByRole('heading', { name: 'Connect with Our Care Specialist' });
  await expect(form).toBeVisible({ timeout: 10_000 });

  await panel.getByLabel('Name').fill('Rosa Delgado');
  await panel.getByLabel('Email').fill(requester);
  await panel.getByLabel('Urgency').selectOption({ label: 'Urgent (Same day response needed)' });
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(
    panel.getByText(
      "Perfect! I've sent your information to our care specialist. You'll receive a personal call or email within 24 hours...",
    ),
  ).toBeVisible();

  await expect
    .poll(async () => (await receivedEmails()).map((email) => email.to.join(',')), {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining([requester, E2E_STAFF.email]));
  const emails = await receivedEmails();
  expect(emails.find((email) => email.to.includes(requester))?.subject).toBe(
    'We received your request — Kinwell',
  );
  expect(emails.find((email) => email.to.includes(E2E_STAFF.email))?.subject).toBe(
    '[URGENT] New consultation request from Rosa Delgado',
  );

  // First sign-in: the password, then setting up an authenticator app, on a small phone.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin-login');
  await page.getByLabel('Staff email').fill(E2E_STAFF.email);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign in to the staff desk' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Set up your authenticator app' }),
  ).toBeFocused();
  await expect(
    page.getByRole('img', { name: /QR code that adds your Kinwell staff/ }),
  ).toBeVisible();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await checkA11y(page, 'staff second factor setup');

  // No session yet: the desk still asks for a staff sign-in.
  const api = page.context().request;
  expect((await api.get('/api/staff/me')).status()).toBe(401);

  const now = await serverNow(api);
  const code = OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: now.getTime(),
  });
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Finish setup and sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Finish setup and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff desk' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByText(`Signed in as ${E2E_STAFF.name}, Care specialist.`)).toBeVisible();

  await page.getByRole('button', { name: /Rosa Delgado/ }).click();
  const detail = page.getByRole('region', { name: 'Rosa Delgado' });
  await expect(detail.getByText('Can I talk to a real person please?')).toBeVisible();
  await expect(detail.getByText(/hours? left/)).toBeVisible();
  await checkA11y(page, 'staff desk');
  await detail.getByRole('button', { name: 'Claim this request' }).click();
  await expect(detail.getByText(`Claimed by ${E2E_STAFF.name}`)).toBeVisible();
  await detail.getByLabel('Add a note').fill('Called Rosa, booked a follow-up.');
  await detail.getByRole('button', { name: 'Save note' }).click();
  await expect(
    detail.getByRole('listitem').filter({ hasText: 'Called Rosa, booked a follow-up.' }),
  ).toContainText(E2E_STAFF.name);
  await expect(detail.getByLabel('Add a note')).toHaveValue('');
  await detail.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(detail.getByText(`Resolved by ${E2E_STAFF.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Rosa Delgado/ })).toHaveCount(0);
});

test('an emergency described in the chat keeps its 911 answer in view and reaches the desk as urgent', async ({
  page,
}) => {
  const requester = `emergency.${Date.now()}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Kinwell Assistant chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Kinwell Assistant' });

  await panel.getByLabel('Type your message').fill('My mother fell and she is not getting up');
  await panel.getByLabel('Type your message').press('Enter');
  // No form covers an emergency answer: the person hands over from the button below it.
  await panel
    .getByRole('log')
    .getByRole('button', { name: 'Ask a care specialist to contact me' })
    .click({ timeout: 10_000 });
  await expect(
    panel.getByRole('heading', { name: 'Connect with Our Care Specialist' }),
  ).toBeVisible();
  const pinned = panel.getByRole('note', { name: 'What the assistant said' });
  await expect(pinned.getByText(/call 911 now/)).toBeVisible();
  await expect(pinned).toBeInViewport({ ratio: 1 });

  // The form suggests Urgent; a person who sets Normal still reaches the desk as urgent.
  await expect(panel.getByLabel('Urgency')).toHaveValue('urgent');
  await panel.getByLabel('Urgency').selectOption('normal');
  await panel.getByLabel('Name').fill('Ana Fallon');
  await panel.getByLabel('Email').fill(requester);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect
    .poll(async () => (await receivedEmails()).map((email) => email.subject), { timeout: 15_000 })
    .toContain('[URGENT] New consultation request from Ana Fallon');
});

test('a family account cannot open the staff desk', async ({ page }) => {
  await page.goto('/staff');
  await expect(
    page.getByText('Please sign in with a staff account to see the desk.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Claim/ })).toHaveCount(0);
});
