import { expect, type Page, test } from '@playwright/test';
import { appOrigin, checkA11y, inviteMember, registerCaregiver } from './helpers';

const ZONE = 'America/Chicago';

const launcher = (page: Page) => page.getByRole('button', { name: 'Open Kinwell Assistant chat' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Kinwell Assistant' });
const messageBox = (page: Page) => panel(page).getByLabel('Type your message');

async function ask(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

/** Tomorrow's date where Rosa lives. */
function tomorrowIn(zone: string): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: zone });
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('a caregiver and a family member ask the assistant about their own circle', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await registerCaregiver(page.request, {
    recipient: { preferredName: 'Rosa', timeZone: ZONE, setupComplete: true },
  });
  const origin = appOrigin();
  const medication = await page.request.post('/api/circle/medications', {
    data: {
      name: 'Donepezil',
      strength: '',
      form: 'tablet',
      doseAmount: 1,
      doseUnit: 'tablet',
      startDate: '2026-01-01',
      schedule: { type: 'daily', times: ['08:00', '20:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
    },
    headers: origin,
  });
  expect(medication.status(), await medication.text()).toBe(201);
  const appointment = await page.request.post('/api/circle/appointments', {
    data: {
      title: 'Dentist check-up',
      type: 'dentist',
      date: tomorrowIn(ZONE),
      startTime: '09:00',
      endTime: '10:00',
    },
    headers: origin,
  });
  expect(appointment.status(), await appointment.text()).toBe(201);
  // Sam asks on a phone.
  const sam = await inviteMember(browser, page.request, {
    context: { viewport: { width: 360, height: 740 } },
  });

  for (const person of [page, sam.page]) {
    await person.goto('/');
    await launcher(person).click();
    await ask(person, 'When is the next dose?');
    await expect(
      panel(person).getByText(/Rosa's next dose is Donepezil at \d+:00 [AP]M CS?T/),
    ).toBeVisible();
    await ask(person, "What's on tomorrow?");
    await expect(
      panel(person).getByText(
        /Dentist check-up at 9:00 AM C[SD]T; nobody is down to take Rosa yet/,
      ),
    ).toBeVisible();
  }

  await ask(sam.page, 'What was tracked this week?');
  await expect(
    panel(sam.page).getByText(
      /Tracked observations such as mood, sleep and falls are for the caregivers/,
    ),
  ).toBeVisible();
  // On the phone the answers wrap: nothing scrolls sideways, and the panel passes axe.
  const width = await sam.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await checkA11y(sam.page, 'chat panel with answers about the circle, on a phone');
  // The link in an answer opens the screen.
  await panel(page)
    .getByRole('link', { name: /^\/appointments\// })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Dentist check-up' })).toBeVisible();
  await sam.context.close();
});
