import { expect, test } from '@playwright/test';
import { checkA11y, registerCaregiver, registerViaApi, uniqueEmail } from './helpers';

test('a caregiver sees a join live in the notification centre, reads it and sets quiet hours', async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerCaregiver(page.context().request, { name: 'Nora Quinn', emailPrefix: 'bell' });
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Someone accepts an invitation in another browser: the bell counts it without a reload.
  const origin = new URL(baseURL as string).origin;
  const invitation = await page.context().request.post('/api/circle/invitations', {
    data: { email: uniqueEmail('joiner'), role: 'family' },
    headers: { origin },
  });
  expect(invitation.status()).toBe(201);
  const { code, email } = (await invitation.json()) as { code: string; email: string };
  const other = await playwright.request.newContext({ baseURL: baseURL as string });
  await registerViaApi(
    other,
    { name: 'Owen Quinn', email, password: 'kind words 42', role: 'family', invitationCode: code },
    { baseURL: baseURL as string },
  );
  await other.dispose();

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(
    page.getByRole('heading', { name: 'Owen Quinn joined your care circle' }),
  ).toBeVisible();
  await checkA11y(page, 'notification centre');

  await page
    .getByRole('button', { name: 'Mark as read: Owen Quinn joined your care circle' })
    .click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByText('All read.')).toBeVisible();

  await page.getByLabel('Use quiet hours').check();
  await page.getByLabel('From').fill('22:00');
  await page.getByLabel('Until').fill('06:30');
  await page.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Notification settings saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue('22:00');
  await expect(page.getByLabel('Until')).toHaveValue('06:30');
});
