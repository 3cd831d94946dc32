import { expect, test } from '@playwright/test';
import {
  checkA11y,
  emailedConfirmationLink,
  receivedEmails,
  registerViaApi,
  uniqueEmail,
} from './helpers';

test('a person who forgot their password gets a link by email, chooses a new one and is signed in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  await registerViaApi(request, {
    name: 'Helen Park',
    email,
    password: 'an old phrase',
    role: 'caregiver',
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await checkA11y(page, 'forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(
    page.getByText(
      'If an account uses that address, we have sent a link to reset the password. It works for one hour.',
    ),
  ).toBeVisible();

  // The link arrives by real SMTP.
  const resetMail = async () =>
    (await receivedEmails()).find(
      (mail) => mail.to.includes(email) && mail.subject === 'Reset your Kinwell password',
    );
  await expect.poll(async () => Boolean(await resetMail()), { timeout: 20_000 }).toBe(true);
  const link = /https?:\/\/\S+\/reset-password#\S+/.exec((await resetMail())?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');

  await page.goto(`${url.pathname}${url.hash}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new phrase');
  await page.getByLabel('Confirm new password').fill('a brand new phrase');
  await checkA11y(page, 'reset-password');
  await page.getByRole('button', { name: 'Save the new password and sign in' }).click();

  await expect(page.getByText('Your password was changed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();

  // The link worked once: opened again, it says so plainly.
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(
    page.getByText(
      'This link to reset your password has expired or was already used. Please ask for a new one.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('a new account is asked to confirm its address, and the banner goes once the emailed link is opened', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  await registerViaApi(
    page.request,
    { name: 'Nina Patel', email, password: 'a calm phrase', role: 'caregiver' },
    { confirmEmail: false },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(
    banner.getByText('Please confirm your email address so Kinwell can send you alerts.'),
  ).toBeVisible();
  await checkA11y(page, 'unconfirmed-banner');
  // On a phone it leaves the screen to the screen: a few lines, not a quarter of it.
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(160);
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(
    banner.getByText(`We sent a new link to ${email}. It works for 7 days.`),
  ).toBeVisible();

  // Put away for this visit, it stays away on this tab and comes back on the next visit.
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  const nextVisit = await page.context().newPage();
  await nextVisit.goto('/dashboard');
  await expect(nextVisit.getByRole('region', { name: 'Confirm your email address' })).toBeVisible();
  await nextVisit.close();

  // The newer link replaces the first one.
  const token = await emailedConfirmationLink(email, 2);
  await page.goto(`/confirm-email#${token}`);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your email address is confirmed' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Kinwell' }).click();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your email address' })).toBeHidden();
});

test('a change of email waits for its link, stays shown after a reload, and can be cancelled', async ({
  page,
}) => {
  const email = uniqueEmail('mover');
  const newEmail = uniqueEmail('moved');
  await registerViaApi(page.request, {
    name: 'Omar Haddad',
    email,
    password: 'a steady phrase',
    role: 'caregiver',
  });
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Email' });
  await section.getByLabel('New email').fill(newEmail);
  await section.getByLabel('Your current password').fill('a steady phrase');
  await section.getByRole('button', { name: 'Change email' }).click();
  const pending = section.getByText(
    `We sent a link to ${newEmail} — the change happens when you open it.`,
  );
  await expect(pending).toBeVisible();

  // Still there after a reload: the account says what is pending, not the page's memory.
  await page.reload();
  await expect(pending).toBeVisible();
  await expect(section.getByText(`You sign in with ${email}.`)).toBeVisible();
  await checkA11y(page, 'pending-email-change');

  await section.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(
    section.getByText(`The change is cancelled. The link sent to ${newEmail} no longer works.`),
  ).toBeVisible();
  await expect(pending).toBeHidden();
  await page.reload();
  await expect(section.getByLabel('New email')).toBeVisible();
  await expect(pending).toBeHidden();
});
