import { expect, type Page, test } from '@playwright/test';
import { registerCaregiver, registerViaApi, uniqueEmail } from './helpers';

/**
 * A signed-in screen a visit starts on arrives drawn by the server (decision 017, "Addendum — the
 * first screen drawn by the server"), and the browser takes those same elements over instead of
 * drawing the screen again. The first visit has no time zone cookie yet and is drawn by the
 * browser alone; it leaves the cookie, and the next visit is drawn by the server.
 */

/** Records the first heading as parsed from the HTML, before any script of the page runs. */
async function keepParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading =
          document.querySelector('h1');
      }
    });
  });
}

/** Whether the heading on screen now is the very element parsed from the server's HTML. */
const sameHeadingAsParsed = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
    return parsed !== null && parsed === document.querySelector('h1') && parsed.isConnected;
  });

/** Errors the page logs (a failed hydration is one) and errors it throws. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // An answer like 404 to a wrong code is logged by the browser itself; it is not the page's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the dashboard and today’s doses arrive drawn, in the phone’s time zone, and are taken over as they are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerCaregiver(page.context().request, {
    name: 'Ruth Adams',
    emailPrefix: 'first-screen',
  });
  // The first visit leaves the browser's time zone (the test's browser runs in its own zone).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain('data-first-screen="');
  expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
  const hour = await page.evaluate(() => new Date().getHours());
  const greeting = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  expect(html).toContain(`${greeting}, Ruth. Here is your family&#x27;s care at a glance.`);

  const errors = collectErrors(page);
  await keepParsedHeading(page);
  await page.reload();
  // Taken over: the menu answers, today's part has arrived, and the heading is the parsed one.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: /^Today/ })).toBeVisible();
  expect(await sameHeadingAsParsed(page)).toBe(true);

  // Today's doses is drawn with its answers, which come in the page instead of after it.
  const doses = await (await page.request.get('/medications/today')).text();
  expect(doses).toContain('id="kinwell-first-reads"');
  expect(doses).toContain('No doses on this day');
  expect(doses).not.toContain(
    'rel="preload" as="fetch" crossorigin="use-credentials" href="/api/circle/doses"',
  );
  await page.goto('/medications/today');
  await expect(page.getByText('No doses on this day')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All medicines' })).toBeVisible();
  expect(await sameHeadingAsParsed(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a family member outside any circle gets their home drawn, with the code form working', async ({
  page,
}) => {
  await registerViaApi(page.context().request, {
    name: 'Tom Adams',
    email: uniqueEmail('first-screen-family'),
    password: 'kind words 42',
    role: 'family',
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Join your family’s care circle' })).toBeVisible();

  // Until the app has taken over, the form's button is off: the browser would send the form
  // itself, reloading the page with the code in its address.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Join care circle<\/button>/);

  const errors = collectErrors(page);
  await keepParsedHeading(page);
  await page.reload();
  const code = page.getByLabel('Invitation code');
  await code.fill('ABCDE-FGHJK-MNPQR-STVWX');
  await page.getByRole('button', { name: 'Join care circle' }).click();
  await expect(
    page.getByText(/invitation|code/i).filter({ hasText: /not|expired|valid/i }),
  ).toBeVisible();
  expect(await sameHeadingAsParsed(page)).toBe(true);
  expect(errors).toEqual([]);
});
