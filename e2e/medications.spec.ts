import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { hhmm, moveServerClock, twelveHour } from './clock-helpers';
import {
  checkA11y,
  expectNoSidewaysScroll,
  receivedEmails,
  registerCaregiver,
  registerViaApi,
  uniqueEmail,
} from './helpers';

test('a medicine with two daily times: a reminder, a dose logged with a photo, and a missed-dose email to the family', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL as string).origin;
  const api = page.context().request;
  // The journey moves the server's clock hours ahead: Maria keeps her session on this device.
  // The care recipient lives on UTC, so the times below read the same in the test and the app.
  await registerCaregiver(api, {
    emailPrefix: 'meds',
    rememberDevice: true,
    recipient: { preferredName: 'Rosa', timeZone: 'UTC' },
  });

  // A family member far away, who hears about missed doses by email.
  const invitation = await api.post('/api/circle/invitations', {
    data: { email: uniqueEmail('sam'), role: 'family' },
    headers: { origin },
  });
  const { code, email: familyEmail } = (await invitation.json()) as {
    code: string;
    email: string;
  };
  const family = await playwright.request.newContext({ baseURL: baseURL as string });
  await registerViaApi(
    family,
    {
      name: 'Sam Lopez',
      email: familyEmail,
      password: 'kind words 42',
      role: 'family',
      invitationCode: code,
    },
    { baseURL: baseURL as string },
  );
  await family.dispose();

  // The server's clock (movable in browser tests), kept clear of midnight.
  let now = await moveServerClock(api, { advanceMinutes: 0 });
  if (now.getUTCHours() >= 21) {
    now = await moveServerClock(api, { advanceMinutes: (24 - now.getUTCHours()) * 60 + 30 });
  }
  const first = new Date(Math.ceil((now.getTime() + 20 * 60_000) / 60_000) * 60_000);
  const second = new Date(first.getTime() + 60 * 60_000);

  await page.goto('/medications');
  await expect(page.getByRole('heading', { level: 1, name: 'Medications' })).toBeVisible();
  await expect(page.getByText('No medicines yet')).toBeVisible();
  await checkA11y(page, 'medications, empty');
  await page.getByRole('link', { name: 'Add a medicine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a medicine' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Donepezil');
  await page.getByLabel('Strength (optional)').fill('10 mg');
  await page.getByLabel('Instructions (optional)').fill('With breakfast');
  await page.getByLabel('Time 1', { exact: true }).fill(hhmm(first));
  await page.getByRole('button', { name: 'Add a time' }).click();
  await page.getByLabel('Time 2', { exact: true }).fill(hhmm(second));
  await checkA11y(page, 'add a medicine');
  await page.getByRole('button', { name: 'Add medicine' }).click();

  await expect(page.getByRole('heading', { level: 3, name: 'Donepezil 10 mg' })).toBeVisible();
  await expect(
    page.getByText(`${twelveHour(hhmm(first))} and ${twelveHour(hhmm(second))}, every day`),
  ).toBeVisible();
  // The browser is asked about alerts only after this action, and only on a button press.
  await expect(page.getByText(/Donepezil is added\. Remind you at/)).toBeVisible();
  await checkA11y(page, 'medications');

  // 15 minutes before the first dose, the reminder reaches the notification centre live.
  await moveServerClock(api, { to: new Date(first.getTime() - 15 * 60_000 + 2_000).toISOString() });
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`Rosa’s ${twelveHour(hhmm(first))} dose in 1[45] minutes: Donepezil`),
    }),
  ).toBeVisible();

  // Logged with a photo from the big one-question view.
  await page.goto('/medications/today');
  const question = page.getByRole('heading', {
    name: `Did Rosa take the ${twelveHour(hhmm(first))} Donepezil (1 tablet)?`,
  });
  await expect(question).toBeVisible();
  await checkA11y(page, 'today');
  await page.getByRole('button', { name: 'Yes, taken' }).click();
  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#d9a441' },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel('Photo of the pills (optional)')
    .first()
    .setInputFiles({ name: 'pills.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(
    page.getByText(`Logged: Donepezil at ${twelveHour(hhmm(first))} taken`).first(),
  ).toBeVisible();
  const doses = page.getByRole('list', { name: 'Doses' });
  await expect(doses.getByRole('listitem').first()).toContainText('Taken');
  await expect(doses.getByRole('listitem').first()).toContainText('Logged by Maria Lopez');
  await expect(
    doses.getByRole('img', { name: `Photo logged with Donepezil at ${twelveHour(hhmm(first))}` }),
  ).toBeVisible();

  // The second dose passes unlogged: after the grace period the family member is emailed.
  await moveServerClock(api, { to: new Date(second.getTime() + 31 * 60_000).toISOString() });
  const subject = `Missed dose: Rosa’s ${twelveHour(hhmm(second))} Donepezil`;
  await expect
    .poll(
      async () =>
        (await receivedEmails()).filter((e) => e.to.includes(familyEmail)).map((e) => e.subject),
      {
        timeout: 15_000,
      },
    )
    .toContain(subject);
  await expect(doses.getByRole('listitem').nth(1)).toContainText('Missed');
});

test('a dose hours away is not logged with one tap: it shows as later today, and early only after a confirmation (390 and 360 px)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL as string).origin;
  const api = page.context().request;
  // The server's clock moves up to a day ahead: Maria keeps her session on this device.
  await registerCaregiver(api, {
    emailPrefix: 'early',
    rememberDevice: true,
    recipient: { preferredName: 'Rose', timeZone: 'UTC' },
  });

  // 2:26 AM in Rose's zone (UTC here), the next time it comes round.
  const current = await moveServerClock(api, { advanceMinutes: 0 });
  const twoTwentySix = new Date(current);
  twoTwentySix.setUTCHours(2, 26, 0, 0);
  if (twoTwentySix <= current) twoTwentySix.setUTCDate(twoTwentySix.getUTCDate() + 1);
  const now = await moveServerClock(api, { to: twoTwentySix.toISOString() });
  for (const [name, time] of [
    ['Donepezil', '20:35'],
    ['Memantine', '21:10'],
  ] as const) {
    const added = await api.post('/api/circle/medications', {
      data: {
        name,
        strength: '10 mg',
        form: 'tablet',
        doseAmount: 1,
        doseUnit: 'tablet',
        startDate: now.toISOString().slice(0, 10),
        schedule: { type: 'daily', times: [time], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      },
      headers: { origin },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  // The browser keeps its own clock, hours from the server's: the page judges "later today" by
  // the server's time, as it would on a phone whose clock is wrong.

  for (const [width, name, time] of [
    [390, 'Donepezil', '8:35 PM'],
    [360, 'Memantine', '9:10 PM'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/medications/today');
    await expect(page.getByRole('heading', { name: 'Nothing to log right now' })).toBeVisible();
    await expect(page.getByText('Next: ')).toContainText('later today');
    await expect(page.getByRole('heading', { name: /^Did Rose take/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Yes, taken', exact: true })).toHaveCount(0);
    const item = page
      .getByRole('list', { name: 'Doses' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(item).toContainText(time);
    await expect(item).toContainText('Later today');
    await expect(item.getByRole('button', { name: /^Taken/ })).toHaveCount(0);
    await checkA11y(page, `today at 2:26 AM, ${width} px`);
    await expectNoSidewaysScroll(page, `today at 2:26 AM, ${width} px`);

    await item.getByRole('button', { name: `Log as taken early: ${name} at ${time}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Log ${name} as taken now?` });
    await expect(dialog).toContainText(`It is planned for ${time}, in about 1`);
    await expect(dialog).toContainText(
      'Its reminder will not come, and there will be no missed-dose alert for it.',
    );
    await checkA11y(page, `log early, ${width} px`);
    await expectNoSidewaysScroll(page, `log early, ${width} px`);
    await dialog.getByRole('button', { name: 'Log it as taken now' }).click();
    await expect(page.getByText(`Logged: ${name} at ${time} taken early`).first()).toBeVisible();
    await expect(item).toContainText('Taken');
    // Recorded when it was given, not at its planned time.
    await expect(item).toContainText(/Logged by Maria Lopez at 2:2\d AM.*, taken early/);
  }
});
