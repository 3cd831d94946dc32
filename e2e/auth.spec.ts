import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './helpers';

const PASSWORD = 'kind words 42';

async function fillRegistration(
  page: Page,
  input: { name: string; email: string; role: 'Primary Caregiver' | 'Family Member' },
) {
  await page.getByLabel('Full Name').fill(input.name);
  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Phone Number (Optional)').fill('555-0142');
  await page.getByLabel('Your Role').selectOption({ label: input.role });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
}

test('a caregiver registers, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('caregiver');
  await page.goto('/register');
  await expect(page.getByText("When you're ready to find support, we're here")).toBeVisible();
  await fillRegistration(page, { name: 'Grace Okafor', email, role: 'Primary Caregiver' });
  const accessPanel = page.getByRole('region', { name: /What a Primary Caregiver can do/ });
  for (const item of [
    'Full care management dashboard',
    'Medication tracking and reminders',
    'Appointment scheduling',
    'Community support access',
    'All memory support tools',
  ]) {
    await expect(accessPanel.getByText(item)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Account created successfully!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Welcome to Kinwell. You can now access your account.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Dashboard|Grace/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Hello, Grace Okafor')).toBeVisible();
  // A new caregiver is offered the tour; this journey is about signing out and in.
  await page.getByRole('button', { name: 'Skip Tour', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Begin Your Journey' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your care account' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password').fill(PASSWORD);
  const remember = page.getByRole('checkbox', { name: 'Keep me signed in on this device' });
  await expect(remember).not.toBeChecked();
  await expect(remember).toHaveAccessibleDescription(
    'Only on a phone or computer that only you use.',
  );
  await remember.check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  // Kept when the browser closes, as asked.
  const session = (await page.context().cookies()).find((c) => c.name.endsWith('kinwell_session'));
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 60 * 60);
  await expect(
    page.getByText('You have successfully signed in to your account.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
});

test('the register form shows every validation message', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please select your role')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret2');
  await page.getByRole('button', { name: 'Create account' }).click();
  const confirm = page.getByLabel('Confirm Password');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test('registering an email twice shows the failure toast', async ({ page }) => {
  const email = uniqueEmail('twice');
  await registerViaApi(page.context().request, {
    name: 'First Person',
    email,
    password: PASSWORD,
    role: 'family',
  });
  await page.context().clearCookies();
  await page.goto('/register');
  await fillRegistration(page, { name: 'Second Person', email, role: 'Family Member' });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/register', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  release();
  await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('An account with this email already exists', { exact: true }),
  ).toBeVisible();
});

test('the sign-in form validates, reports failures and shows when it is busy', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create one here' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
    'href',
    '/register',
  );

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const busy = page.getByRole('button', { name: 'Signing in...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The email or password is not right. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('a family member lands on memory support, which is also their fallback', async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, {
    name: 'Sam Rivera',
    email: uniqueEmail('family'),
    role: 'Family Member',
  });
  await expect(page.getByText('Upload photos and recordings')).toBeVisible();
  await expect(page.getByText('Limited dashboard access')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();

  await page.goto('/tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();
  await page.goto('/some/unknown/place');
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();
});

test('an unknown path answers 404 with the 404 page, signed out and signed in; public pages open for both', async ({
  page,
}) => {
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  await registerViaApi(page.context().request, {
    name: 'Lee Chen',
    email: uniqueEmail('lost'),
    password: PASSWORD,
    role: 'caregiver',
  });
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/faq');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
});

test('sign out returns to / even when the server cannot be reached', async ({ page }) => {
  await registerViaApi(page.context().request, {
    name: 'Noor Haddad',
    email: uniqueEmail('signout'),
    password: PASSWORD,
    role: 'caregiver',
  });
  await page.goto('/tracking');
  await page.route('**/api/auth/logout', (route) => route.abort());
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('when the session has ended, the next screen is the sign-in, saying why', async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const email = uniqueEmail('idle');
  await registerViaApi(page.context().request, {
    name: 'Ruth Adeyemi',
    email,
    password: PASSWORD,
    role: 'caregiver',
  });
  const session = (await page.context().cookies()).find((c) => c.name.endsWith('kinwell_session'));
  // A standard session: the browser forgets it when it closes.
  expect(session?.expires).toBe(-1);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Dashboard|Ruth/ })).toBeVisible();

  // The server ends this browser's session (as it does after 30 minutes without activity; the
  // server tests move the clock for that, which would shift it for every later journey here).
  const phone = await playwright.request.newContext({ baseURL: baseURL as string });
  const login = await phone.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(login.status()).toBe(200);
  const ended = await phone.post('/api/account/sessions/sign-out-others', { headers: { origin } });
  expect(ended.status()).toBe(204);
  await phone.dispose();

  await page.getByRole('link', { name: 'Tracking', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login\?reason=idle$/);
  await expect(
    page.getByText('You were signed out after a while without activity. Please sign in again.'),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your care account' }),
  ).toBeVisible();
});
