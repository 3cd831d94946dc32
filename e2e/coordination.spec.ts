import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import ICAL from 'ical.js';
import { appOrigin, checkA11y, inviteMember, registerCaregiver } from './helpers';

const ZONE = 'America/Chicago';

/** A caregiver with Rosa's profile in Chicago, signed in on `page`. */
async function caregiverCircle(page: Page) {
  const user = await registerCaregiver(page.request, {
    recipient: { preferredName: 'Rosa', timeZone: ZONE, setupComplete: true },
  });
  return { user, origin: appOrigin() };
}

/** The first date (from today on) whose UTC offset in `zone` differs from the day before. */
function nextOffsetChange(zone: string): string {
  const offset = (date: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
  const day = new Date();
  day.setUTCHours(18, 0, 0, 0);
  for (let i = 0; i < 400; i += 1) {
    const next = new Date(day.getTime() + 24 * 3600 * 1000);
    if (offset(next) !== offset(day)) return next.toISOString().slice(0, 10);
    day.setTime(next.getTime());
  }
  throw new Error(`${zone} has no offset change within a year`);
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test('one member adds an appointment and a task; the other sees both live, finishes his task', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await caregiverCircle(page);
  const sam = await inviteMember(browser, page.request);

  // Sam's home is memory support, with today's family summary at the top.
  await sam.page.goto('/');
  await expect(sam.page.getByRole('heading', { level: 1, name: 'Memory Support' })).toBeVisible();
  const today = sam.page.locator('section', {
    has: sam.page.getByRole('heading', { name: 'Today for the family' }),
  });
  await expect(today.getByText('No open tasks.')).toBeVisible();
  await expect(today.getByText('No appointments ahead.')).toBeVisible();
  await expect(today.getByText('No medicine doses today.')).toBeVisible();
  await expect(today.getByRole('link', { name: 'See every medicine' })).toHaveAttribute(
    'href',
    '/medications',
  );

  // Maria adds an appointment for next week, with Sam taking Rosa.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Add an appointment' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add an appointment' })).toBeVisible();
  await page.getByLabel('What it is').fill('Memory clinic check-up');
  await page.getByLabel('Kind').selectOption({ label: 'Specialist' });
  await page.getByLabel('With (optional)').fill('Dr. Chen');
  await page.getByLabel('Place (optional)').fill('200 Lakeshore Dr, Chicago');
  const visitDate = addDays(new Date().toISOString().slice(0, 10), 7);
  await page.getByLabel('Date').fill(visitDate);
  await page.getByLabel('Starts').fill('09:30');
  await page.getByLabel('Ends').fill('10:30');
  await page.getByLabel('Who is taking them').selectOption({ label: 'Sam Lopez' });
  await page
    .getByLabel('Questions to ask (optional)')
    .fill('Is the new dose helping?\nCan she still drive?');
  await checkA11y(page, 'appointment form');
  await page.getByRole('button', { name: 'Add appointment' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Memory clinic check-up' }),
  ).toBeVisible();
  await expect(page.getByText('Sam Lopez', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/\?api=1&query=200%20Lakeshore/,
  );
  await checkA11y(page, 'appointment');

  // …and a task for Sam.
  await page.goto('/tasks');
  await page.getByLabel('What needs doing').fill('Pick up prescriptions');
  await page.getByLabel('Who will do it').selectOption({ label: 'Sam Lopez' });
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Added. We let Sam Lopez know.', { exact: true })).toBeVisible();
  const samsTask = page.getByRole('list', { name: 'Everyone else’s tasks' }).getByRole('listitem');
  await expect(samsTask.getByText('Pending')).toBeVisible();
  await checkA11y(page, 'task hub');

  // Sam sees both without reloading.
  await expect(today.getByRole('link', { name: 'Memory clinic check-up' })).toBeVisible();
  const task = today.getByRole('listitem').filter({ hasText: 'Pick up prescriptions' });
  await expect(task.getByText('Pending')).toBeVisible();
  await expect(task.getByText('You', { exact: true })).toBeVisible();
  await checkA11y(sam.page, 'family home with today');

  // It is his already, so "I'll do it" is not offered. He opens it, finishes it, undoes by
  // mistake… and finishes it again.
  await expect(
    task.getByRole('button', { name: 'Mark done: Pick up prescriptions' }),
  ).toBeVisible();
  await expect(task.getByRole('button', { name: /^I’ll do it/ })).toHaveCount(0);
  await sam.page.getByRole('link', { name: 'Pick up prescriptions' }).click();
  await expect(
    sam.page.getByRole('heading', { level: 1, name: 'Pick up prescriptions' }),
  ).toBeVisible();
  await sam.page.getByLabel('Add a comment').fill('Getting them after work.');
  await sam.page.getByRole('button', { name: 'Post comment' }).click();
  await expect(sam.page.getByRole('list', { name: 'Comments' })).toContainText(
    'Getting them after work.',
  );
  await checkA11y(sam.page, 'task');
  await sam.page.getByRole('button', { name: 'Mark done: Pick up prescriptions' }).click();
  await expect(sam.page.getByText('Done: Pick up prescriptions', { exact: true })).toBeVisible();
  await expect(sam.page.locator('main [data-tone]')).toHaveText('Completed');
  await expect(sam.page.locator('main [data-tone]')).toHaveAttribute('data-tone', 'green');
  await sam.page.getByRole('button', { name: /^Undo/ }).click();
  // Back as it was. The status shows in words and in the spec's colour (pending: orange).
  await expect(sam.page.locator('main [data-tone]')).toHaveText('Pending');
  await expect(sam.page.locator('main [data-tone]')).toHaveAttribute('data-tone', 'orange');
  await sam.page.getByRole('button', { name: 'Mark done: Pick up prescriptions' }).click();
  await expect(sam.page.locator('main [data-tone]')).toHaveText('Completed');

  // Maria's hub and dashboard follow along, with who did what.
  await expect(
    page.getByRole('list', { name: 'Done recently' }).getByText('Pick up prescriptions'),
  ).toBeVisible();
  await page.goto('/dashboard');
  const changes = page.getByRole('region', { name: 'What changed since you last looked' });
  await expect(changes).toBeVisible();
  await checkA11y(page, 'dashboard');
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkA11y(page, 'dashboard, dark');
  await page.goto('/tasks');
  await checkA11y(page, 'task hub, dark');
  await page.getByRole('link', { name: 'Pick up prescriptions' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pick up prescriptions' }),
  ).toBeVisible();
  await checkA11y(page, 'task, dark');
  await page.goto('/appointments');
  await expect(page.getByRole('link', { name: 'Memory clinic check-up' })).toBeVisible();
  await checkA11y(page, 'appointments, dark');
  await page.getByRole('link', { name: 'Memory clinic check-up' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Memory clinic check-up' }),
  ).toBeVisible();
  await checkA11y(page, 'appointment, dark');
  await page.goto('/appointments/new');
  await expect(page.getByLabel('What it is')).toBeVisible();
  await checkA11y(page, 'appointment form, dark');
  await page.goto('/appointments?view=month');
  await expect(page.getByRole('table')).toBeVisible();
  await checkA11y(page, 'month calendar, dark');
  await sam.page.emulateMedia({ colorScheme: 'dark' });
  await sam.page.goto('/');
  await expect(today.getByRole('link', { name: 'Memory clinic check-up' })).toBeVisible();
  await checkA11y(sam.page, 'family home with today, dark');
  await sam.context.close();
});

test('a member’s calendar feed parses with a real parser and keeps local times across a daylight saving change', async ({
  page,
}) => {
  const { origin } = await caregiverCircle(page);
  const change = nextOffsetChange(ZONE);
  const days = [addDays(change, -2), addDays(change, 1)];
  for (const date of days) {
    const created = await page.request.post('/api/circle/appointments', {
      data: {
        title: 'Physical therapy',
        type: 'therapy',
        date,
        startTime: '09:00',
        endTime: '10:00',
      },
      headers: origin,
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto('/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await page.getByRole('button', { name: 'Make my calendar link' }).click();
  const link = page.getByLabel('Your private calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/.+\/appointments\.ics$/);
  await expect(page.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    /^webcal:/,
  );
  await checkA11y(page, 'appointments with calendar link');

  // The phone's calendar fetches it without any sign-in.
  const phone = await playwrightRequest.newContext();
  const feedUrl = await link.inputValue();
  const feed = await phone.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .sort((a, b) => a.startDate.compare(b.startDate));
  expect(events.map((event) => event.summary)).toEqual([
    'Rosa: Physical therapy',
    'Rosa: Physical therapy',
  ]);
  // Nine in the morning in Chicago on both days…
  expect(events.map((event) => event.startDate.toString())).toEqual(
    days.map((date) => `${date}T09:00:00`),
  );
  expect(events.map((event) => event.startDate.zone?.tzid)).toEqual([ZONE, ZONE]);
  // …which is a different hour in UTC on either side of the change.
  const utcHours = events.map((event) => event.startDate.toJSDate().getUTCHours());
  expect(new Set(utcHours).size).toBe(2);
  const local = events.map((event) =>
    event.startDate.toJSDate().toLocaleTimeString('en-US', { timeZone: ZONE, hour: 'numeric' }),
  );
  expect(local).toEqual(['9 AM', '9 AM']);

  // Turned off, the link stops working.
  await page.getByRole('button', { name: 'Turn off my calendar link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Your calendar link is off', { exact: true })).toBeVisible();
  expect((await phone.get(feedUrl)).status()).toBe(404);
  await phone.dispose();
});

test('a tracking entry shows in the 30-day chart and in the doctor-visit report’s PDF', async ({
  page,
}) => {
  await caregiverCircle(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Tracking' })).toBeVisible();
  await page.getByRole('button', { name: 'Mood: Good' }).click();
  await expect(page.getByText('Logged: Mood, Good', { exact: true })).toBeVisible();
  await page.getByLabel('Note').fill('Asked for her sister at supper');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Logged: Notes', { exact: true })).toBeVisible();
  // A fall: where, any injury, what happened next; a blow to the head says when to call.
  await page.getByLabel('Where (optional)').fill('Bathroom');
  await page.getByLabel('Any injury').selectOption({ label: 'Hit their head' });
  await expect(page.getByRole('heading', { name: 'After a blow to the head' })).toBeVisible();
  await page.getByLabel('What happened next').selectOption({ label: 'Helped up' });
  await page.getByRole('button', { name: 'Log the fall' }).click();
  await expect(
    page
      .getByRole('status')
      .getByText('Just logged: Falls, Where: Bathroom; Hit their head; Helped up'),
  ).toBeVisible();
  // A mistake is taken back at once.
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Taken back', { exact: true })).toBeVisible();

  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const mood = page.locator('figure[data-kind="mood"]');
  await expect(mood).toContainText('Logged once, averaging 4');
  await expect(mood.locator('.recharts-line-dots circle')).toHaveCount(1);
  await mood.getByText('Show the numbers for each day').click();
  await expect(mood.getByRole('table')).toContainText('Good');
  await expect(page.locator('figure[data-kind="falls"]')).toHaveCount(0);
  await checkA11y(page, 'tracking on a phone');
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkA11y(page, 'tracking on a phone, dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('link', { name: 'Doctor-visit report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor-visit report' })).toBeVisible();
  const report = page.getByRole('article', { name: 'Report' });
  await expect(report).toContainText('No medicines are recorded in Kinwell.');
  await expect(report).toContainText('Asked for her sister at supper');
  await checkA11y(page, 'doctor-visit report');
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkA11y(page, 'doctor-visit report, dark');
  await page.emulateMedia({ colorScheme: 'light' });

  const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Doctor-visit report: Rosa');
  expect(text).toContain('Mood');
  expect(text).toContain('Good');
  expect(text).toContain('Asked for her sister at supper');

  const csvHref = await page
    .getByRole('link', { name: 'Download spreadsheet (CSV)' })
    .getAttribute('href');
  const csv = await (await page.request.get(csvHref ?? '')).text();
  expect(csv).toContain('Mood,Good,4,,Maria Lopez');
});

/** The text of every page of a PDF, as a PDF reader extracts it (pdf.js). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
