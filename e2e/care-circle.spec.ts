import { expect, test } from '@playwright/test';
import { checkA11y, receivedEmails, registerViaApi, uniqueEmail } from './helpers';

test('a caregiver fills the profile and invites a family member, who joins from the emailed link and loses access when removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The caregiver registers in the browser.
  const caregiverEmail = uniqueEmail('maria');
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Maria Lopez');
  await page.getByLabel('Email').fill(caregiverEmail);
  await page.getByLabel('Your Role').selectOption({ label: 'Primary Caregiver' });
  await page.getByLabel('Password', { exact: true }).fill('kind words 42');
  await page.getByLabel('Confirm Password').fill('kind words 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The tour opens 1.5 s after sign-in; it is tested elsewhere.
  await page.getByRole('button', { name: 'Skip Tour' }).click();

  // The dashboard asks for the profile first; the guided flow takes it step by step.
  await page.getByRole('link', { name: 'Start now' }).click();
  await expect(page.getByText('Step 1 of 5: Their name and photo')).toBeVisible();
  await page.getByLabel('The name they like to be called').fill('Rosa');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 2 of 5: About them')).toBeVisible();
  await page.getByLabel('Date of birth (optional)').fill('1944-05-30');
  await page.getByRole('radio', { name: /Middle stage/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 3 of 5: Home')).toBeVisible();
  await page.getByLabel('Their time zone').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Allergies (optional)').fill('Penicillin');
  await checkA11y(page, 'profile setup');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('What calms them (optional)').fill('Frank Sinatra and folding towels');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Tell us about the person you care for')).toBeHidden();
  await expect(page.getByRole('link', { name: /About Rosa/ })).toBeVisible();

  // Family administration, from the account menu: invite by email.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Family administration' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Family administration' }),
  ).toBeVisible();
  const familyEmail = uniqueEmail('sam');
  await page.getByLabel('Their email').fill(familyEmail);
  await page.getByLabel('Their role').selectOption({ label: 'Family member' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We emailed an invitation to ${familyEmail}.`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Cancel invitation to ${familyEmail}` }),
  ).toBeVisible();
  await checkA11y(page, 'family administration');
  // On a phone the audit log is a list of cards: nothing to scroll sideways, nothing a keyboard
  // cannot reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const auditCards = page.getByRole('list', { name: 'Audit log, newest first' });
  await expect(auditCards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await checkA11y(page, 'family administration at 390 px');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The invitation arrives by real SMTP; the family member opens its link in their own browser.
  await expect
    .poll(async () => (await receivedEmails()).some((mail) => mail.to.includes(familyEmail)), {
      timeout: 20_000,
    })
    .toBe(true);
  const invitation = (await receivedEmails()).find((mail) => mail.to.includes(familyEmail));
  expect(invitation?.subject).toBe('Maria Lopez invited you to Rosa’s care circle on Kinwell');
  const link = /https?:\/\/\S+\/invite\/[0-9A-Z-]+/.exec(invitation?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await family.goto(new URL(link ?? '').pathname);
  await expect(
    family.getByRole('heading', { level: 1, name: 'Join Rosa’s care circle' }),
  ).toBeVisible();
  await checkA11y(family, 'invitation');
  await family.getByLabel('Full Name').fill('Sam Lopez');
  await expect(family.getByLabel('Email')).toHaveValue(familyEmail);
  await family.getByLabel('Password', { exact: true }).fill('family words 7');
  await family.getByLabel('Confirm Password').fill('family words 7');
  await family.getByRole('button', { name: 'Create account' }).click();
  // Sam's tour opens 1.5 s after sign-in too and would cover the page.
  await family.getByRole('button', { name: 'Skip Tour' }).click();
  await expect(family.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();

  // Family members cannot open caregiver screens or call caregiver APIs.
  await family.goto('/admin');
  await expect(family.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();
  await family.goto('/dashboard');
  await expect(family.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();
  const origin = { origin: new URL(family.url()).origin };
  const invite = await family.request.post('/api/circle/invitations', {
    data: { email: 'someone@example.com', role: 'caregiver' },
    headers: origin,
  });
  expect(invite.status()).toBe(403);
  expect((await family.request.get('/api/circle/recipient')).status()).toBe(200);

  // The caregiver sees them, removes them, and their very next request is refused.
  await page.reload();
  const members = page.getByRole('list', { name: 'Members of your care circle' });
  await expect(members.getByText('Sam Lopez', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Sam Lopez' })
      .filter({ hasText: 'Joined with an invitation' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove Sam Lopez' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Sam Lopez was removed', { exact: true })).toBeVisible();
  expect((await family.request.get('/api/circle/recipient')).status()).toBe(403);
  await family.reload();
  await expect(
    family.getByRole('heading', { name: 'Join your family’s care circle' }),
  ).toBeVisible();
  await familyContext.close();
});

test('account settings: display preferences apply at once and follow the account', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('display');
  await registerViaApi(page.request, {
    name: 'Ivy Brooks',
    email,
    password: 'kind words 42',
    role: 'caregiver',
  });
  await page.goto('/account');
  await page.getByLabel('High contrast').check();
  await expect(page.locator('html')).toHaveClass(/high-contrast/);
  await page.getByLabel('Large text').check();
  await expect(page.locator('html')).toHaveClass(/large-text/);
  await checkA11y(page, 'account settings, high contrast');

  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password').fill('kind words 42');
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(phone.locator('html')).toHaveClass(/high-contrast/);
  await expect(phone.locator('html')).toHaveClass(/large-text/);

  // Signing out everywhere else ends the phone's session.
  await page.reload();
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Every other device was signed out', { exact: true })).toBeVisible();
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();
});

test('on a phone, each step of the profile opens at its heading, with focus there', async ({
  page,
}) => {
  await registerViaApi(page.request, {
    name: 'Nina Patel',
    email: uniqueEmail('steps'),
    password: 'a calm phrase',
    role: 'caregiver',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/care-recipient/setup');
  await page.getByLabel('The name they like to be called').fill('Rosa');
  const opensAtHeading = async (title: string) => {
    const heading = page.getByRole('heading', { level: 2, name: title });
    await expect(heading).toBeFocused();
    // Just below the sticky header, not under it and not far down the screen.
    const header = await page.locator('header').first().boundingBox();
    const top = (await heading.boundingBox())?.y ?? -1;
    expect(top, `${title} opens below the header`).toBeGreaterThanOrEqual(header!.height);
    expect(top, `${title} opens at the top of the screen`).toBeLessThan(header!.height + 100);
  };
  // "Save and continue" sits at the bottom of each step, below the fold on a phone.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await opensAtHeading('About them');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await opensAtHeading('Home');
  await page.getByRole('button', { name: 'Back' }).click();
  await opensAtHeading('About them');
});
