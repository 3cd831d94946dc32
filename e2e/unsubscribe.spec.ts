import { expect, test } from '@playwright/test';
import { checkA11y, inviteMember, receivedEmails, registerCaregiver } from './helpers';

test('a family member stops one kind of email from the link in it, on a phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const headers = { origin: new URL(base).origin };
  const caregiverContext = await browser.newContext();
  const maria = await caregiverContext.newPage();
  await registerCaregiver(maria.request, { baseURL: base });
  const {
    context: samContext,
    page: sam,
    user: samUser,
    email: samEmail,
  } = await inviteMember(browser, maria.request, { baseURL: base });

  // Maria asks Sam to do something: Sam gets an email he can stop with one click.
  const task = await maria.request.post(`${base}/api/circle/tasks`, {
    data: { title: 'Pick up the prescription', assigneeUserId: samUser.id },
    headers,
  });
  expect(task.status(), await task.text()).toBe(201);
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await receivedEmails()).find(
          (received) => received.to.includes(samEmail) && received.headers['list-unsubscribe'],
        );
        link = /^<(.+)>$/.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .toContain('/api/unsubscribe/');

  // Opened on a phone, signed out (as from a mail app): a question and one button.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Stop emails about “A task is given to you”?' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await checkA11y(page, 'unsubscribe-question');
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(
    page.getByRole('heading', {
      name: 'You will no longer get emails about “A task is given to you”',
    }),
  ).toBeVisible();
  await checkA11y(page, 'unsubscribe-done');

  const preferences = await sam.request.get(`${base}/api/notifications/preferences`);
  const { kinds } = (await preferences.json()) as {
    kinds: Record<string, { inApp: boolean; email: boolean }>;
  };
  expect(kinds['task.assigned']).toMatchObject({ inApp: true, email: false });

  await Promise.all([caregiverContext.close(), samContext.close(), phone.close()]);
});
