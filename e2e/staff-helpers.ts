import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { serverNow } from './clock-helpers';

/**
 * A first staff sign-in at /admin-login (the page already open): the password, then setting up the
 * authenticator app with a code made from the secret it shows, on the server's time. It ends on the
 * screen the role lands on: the page whose level-1 heading is `landsOn`.
 */
export async function firstStaffSignIn(
  page: Page,
  staff: { email: string; password: string },
  landsOn = 'Staff desk',
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await page.getByLabel('Staff email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in to the staff desk' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Set up your authenticator app' }),
  ).toBeFocused();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  const now = await serverNow(page.context().request);
  const code = OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: now.getTime(),
  });
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Finish setup and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: landsOn })).toBeVisible();
}
