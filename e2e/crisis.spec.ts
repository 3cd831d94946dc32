import { expect, test } from '@playwright/test';
import { checkA11y, inviteMember, receivedEmails, registerCaregiver, uniqueEmail } from './helpers';

test('a crisis alert reaches the family and an outside contact; answers come back live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const headers = { origin: new URL(base).origin };
  const senderContext = await browser.newContext({
    geolocation: { latitude: 41.8781, longitude: -87.6298, accuracy: 20 },
    permissions: ['geolocation'],
  });
  const maria = await senderContext.newPage();
  await registerCaregiver(maria.request, { baseURL: base, recipient: { preferredName: 'Rosa' } });
  const sam = await inviteMember(browser, maria.request, { baseURL: base });
  const ana = await inviteMember(browser, maria.request, {
    name: 'Ana Lopez',
    role: 'caregiver',
    baseURL: base,
  });
  const patEmail = uniqueEmail('pat.neighbour');
  await maria.request.post(`${base}/api/circle/emergency-contacts`, {
    data: { name: 'Pat Neighbour', phone: '555-0142', email: patEmail, relationship: 'Neighbour' },
    headers,
  });

  await sam.page.goto('/');
  await ana.page.goto('/dashboard');

  // Maria sends the alert from the header's Emergency button.
  await maria.goto('/dashboard');
  await maria.getByRole('button', { name: 'Emergency' }).click();
  const dialog = maria.getByRole('alertdialog', { name: 'Emergency' });
  await expect(
    dialog.getByText(
      'Emergency contacts will be notified immediately. For immediate medical emergencies, call 911.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Alert my family now' }).click();
  await dialog.getByLabel('A fall').check();
  await dialog.getByLabel('A short note (optional)').fill('She fell in the kitchen');
  await checkA11y(maria, 'crisis alert form');
  await dialog.getByRole('button', { name: 'Send the alert now' }).click();
  await expect(
    maria.getByRole('heading', { level: 1, name: 'Crisis alert: a fall' }),
  ).toBeVisible();
  await expect(maria.getByRole('link', { name: /Where it was sent from/ })).toHaveAttribute(
    'href',
    /query=41\.878100,-87\.629800/,
  );

  // The others see it at once, without reloading.
  const samBanner = sam.page.getByRole('region', { name: 'Open crisis alert' });
  await expect(samBanner.getByText('Crisis alert: a fall from Maria Lopez')).toBeVisible();
  await expect(
    ana.page
      .getByRole('region', { name: 'Open crisis alert' })
      .getByText('“She fell in the kitchen”'),
  ).toBeVisible();

  // And by email: both members and the neighbour.
  await expect
    .poll(
      async () =>
        (await receivedEmails())
          .filter((mail) => mail.subject.includes('Crisis alert: a fall'))
          .flatMap((mail) => mail.to),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining([sam.email, ana.email, patEmail]));

  // Sam answers from the banner; Maria's page shows it live.
  await samBanner.getByRole('button', { name: 'I’m on my way' }).click();
  const samRow = maria.getByRole('main').getByRole('listitem').filter({ hasText: 'Sam Lopez' });
  await expect(samRow.getByText(/I’m on my way/)).toBeVisible();

  // The neighbour answers from the link in their email, in a browser with no account.
  const patMail = (await receivedEmails()).find((mail) => mail.to.includes(patEmail));
  const answerPath = /\/answer\/[A-Za-z0-9_-]{43}/.exec(patMail?.text ?? '')?.[0] ?? '';
  const outsider = await browser.newContext({ javaScriptEnabled: false });
  const pat = await outsider.newPage();
  await pat.goto(answerPath);
  await expect(pat.getByRole('heading', { name: 'Crisis alert: A fall' })).toBeVisible();
  await pat.getByRole('button', { name: 'I’m calling' }).click();
  await expect(pat.getByRole('status')).toContainText('The family sees your answer: I’m calling');
  await expect(
    maria
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Pat Neighbour' })
      .getByText(/I’m calling/),
  ).toBeVisible();
  await checkA11y(maria, 'crisis alert page');

  // Closed with a note, for everyone.
  await maria
    .getByLabel('What happened in the end? (optional)')
    .fill('Ambulance came, she is fine');
  await maria.getByRole('button', { name: 'Close the alert' }).click();
  await expect(maria.getByText(/Closed by Maria Lopez/)).toBeVisible();
  await expect(samBanner).toBeHidden();

  for (const context of [outsider, sam.context, ana.context, senderContext]) await context.close();
});

test('on a poor connection the alert is retried until it arrives, and sent once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await registerCaregiver(page.request);
  let attempts = 0;
  await page.route('**/api/circle/crisis-alerts', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts += 1;
    return attempts <= 2 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Emergency' }).click();
  await page.getByRole('button', { name: 'Alert my family now' }).click();
  await page.getByLabel('Include where I am now').uncheck();
  await page.getByRole('button', { name: 'Send the alert now' }).click();
  await expect(page.getByText(/trying again \(attempt 2\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis alert' })).toBeVisible({
    timeout: 20_000,
  });
  const alerts = (await (
    await page.request.get(`${baseURL}/api/circle/crisis-alerts`)
  ).json()) as unknown[];
  expect(alerts).toHaveLength(1);
  expect(attempts).toBe(3);
});
