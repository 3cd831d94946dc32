import { expect, test } from '@playwright/test';
import { checkA11y, inviteMember, registerCaregiver } from './helpers';

test('the emergency profile: contacts, a printable sheet whose link works without JavaScript until turned off, and reading it with no signal', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await registerCaregiver(page.request, {
    recipient: { preferredName: 'Rosa', allergies: 'Penicillin', setupComplete: true },
  });

  // From the header's emergency button to the profile.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Emergency' }).click();
  await page.getByRole('link', { name: 'Open the emergency profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency profile' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Pat Neighbour');
  await page.getByLabel('Phone', { exact: true }).fill('555-0142');
  await page.getByLabel('Who they are').fill('Neighbour');
  await page.getByLabel('Call them for (optional)').fill('If Rosa is found outside');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByRole('link', { name: 'Call Pat Neighbour: 555-0142' })).toHaveAttribute(
    'href',
    'tel:5550142',
  );
  await page.getByLabel('Blood type').selectOption('O+');
  await page.getByLabel('DNR / POLST kept at').fill('On the fridge, in a red envelope');
  await page.getByRole('button', { name: 'Save emergency profile' }).click();
  await expect(page.getByText('On the fridge, in a red envelope').first()).toBeVisible();
  await checkA11y(page, 'emergency profile');

  // A printable sheet: its link works for anyone, with JavaScript off.
  await page.getByRole('button', { name: 'Make a printable sheet' }).click();
  const sheetLink = page.getByRole('link', { name: /Open the sheet to print it/ });
  const sheetUrl = await sheetLink.getAttribute('href');
  expect(sheetUrl).toMatch(/\/e\/[A-Za-z0-9_-]{43}$/);
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const paramedic = await stranger.newPage();
  await paramedic.goto(new URL(sheetUrl ?? '').pathname);
  await expect(paramedic.getByRole('heading', { level: 1, name: 'Rosa' })).toBeVisible();
  await expect(paramedic.getByText('Penicillin')).toBeVisible();
  await expect(paramedic.getByText('On the fridge, in a red envelope')).toBeVisible();
  await expect(paramedic.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(paramedic.getByRole('link', { name: '555-0142' })).toBeVisible();
  // axe itself needs JavaScript: check the same sheet in a normal browser.
  const scannerContext = await browser.newContext();
  const scanner = await scannerContext.newPage();
  await scanner.goto(new URL(sheetUrl ?? '').pathname);
  await checkA11y(scanner, 'emergency sheet');
  await scannerContext.close();

  await page.getByRole('button', { name: /Turn off the sheet made/ }).click();
  await expect(
    page.getByText('That sheet’s QR code no longer works', { exact: true }),
  ).toBeVisible();
  const response = await paramedic.goto(new URL(sheetUrl ?? '').pathname);
  expect(response?.status()).toBe(404);
  await expect(
    paramedic.getByRole('heading', { name: 'This emergency link does not work' }),
  ).toBeVisible();
  await expect(paramedic.getByText('Penicillin')).toBeHidden();
  await stranger.close();

  // Opened once with a signal, the profile opens again with none.
  await page.goto('/emergency-profile');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByText('Penicillin').first()).toBeVisible();
  await page.context().setOffline(true);
  await page.goto('/emergency-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency profile' })).toBeVisible();
  await expect(page.getByText('Penicillin').first()).toBeVisible();
  await expect(
    page.getByText("You're currently offline. Some features may not be available."),
  ).toBeVisible();
  await page.context().setOffline(false);
});

test('location sharing: a family member shares for an hour and the caregiver sees where', async ({
  page,
  browser,
}) => {
  await registerCaregiver(page.request);
  const { context: phone, page: sam } = await inviteMember(browser, page.request, {
    context: {
      geolocation: { latitude: 41.8781, longitude: -87.6298, accuracy: 12 },
      permissions: ['geolocation'],
    },
  });
  await sam.goto('/emergency-profile');
  await sam.getByLabel('For 1 hour').check();
  await sam.getByRole('button', { name: 'Start sharing my location' }).click();
  await expect(sam.getByText(/Sharing your location now, until/)).toBeVisible();
  await checkA11y(sam, 'sharing location');

  await page.goto('/emergency-profile');
  await expect(page.getByText('Sam Lopez is sharing their location')).toBeVisible();
  await expect(page.getByText(/accurate to about 12 m/)).toBeVisible({ timeout: 35_000 });
  await expect(
    page.getByRole('link', { name: 'Open Sam Lopez’s location in maps' }),
  ).toHaveAttribute('href', /query=41\.878100,-87\.629800/);

  await sam.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(sam.getByText(/Sharing your location now/)).toBeHidden();
  await page.reload();
  await expect(page.getByText('Nobody else is sharing their location right now.')).toBeVisible();
  await phone.close();
});
