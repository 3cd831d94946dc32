import { expect, type Page, test } from '@playwright/test';
import type { VitalSample, VitalsReport } from '../shared/vitals';
import { E2E_SPEED_ADMIN } from './e2e-env';
import { checkA11y, registerViaApi, uniqueEmail } from './helpers';
import { moveServerClock } from './clock-helpers';
import { firstStaffSignIn } from './staff-helpers';

/**
 * Every page view measured: the server's own setting (0 in these tests) answered as 1. Each
 * beacon the page sends is also written down in the tab's sessionStorage (it is still sent), since
 * a beacon sent as a page is left is not reported as a request of the next one.
 */
async function measureEveryPageView(page: Page) {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, vitalsSampleRate: 1 } });
  });
  await page.addInitScript(() => {
    if (typeof navigator.sendBeacon !== 'function') return;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent: unknown[] = JSON.parse(sessionStorage.getItem('test-beacons') ?? '[]');
      sent.push({ url: String(url), body: typeof data === 'string' ? data : '' });
      sessionStorage.setItem('test-beacons', JSON.stringify(sent));
      return send(url, data);
    };
  });
}

/** Opens a page and waits until its measuring has started (the collector's chunk has loaded). */
async function openMeasured(page: Page, path: string) {
  const collector = page.waitForResponse(/vitals-collector-[\w-]+\.js$/, { timeout: 30_000 });
  await page.goto(path);
  await collector;
}

const beaconsSent = async (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('test-beacons') ?? '[]') as { url: string; body: string }[],
  );

test('figures from a slow phone on a slow connection arrive, add up, and show on the system page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Without the offline service worker, whose requests the test's answer to /api/config misses.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await measureEveryPageView(page);
  // A slow 3G connection and a CPU four times slower, through Chromium's DevTools protocol.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
    connectionType: 'cellular3g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // A pre-rendered public page, signed out, with a tap; leaving it sends its figures.
  await openMeasured(page, '/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await openMeasured(page, '/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Signed in: a screen with an id in its address.
  const person = {
    name: 'Vera Speed',
    email: uniqueEmail('vera.speed'),
    password: 'a long family password',
    role: 'caregiver' as const,
  };
  await registerViaApi(context.request, person);
  const someId = '4b1c7f0e-0000-4000-8000-00000000abcd';
  await openMeasured(page, `/tasks/${someId}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const beacons = await beaconsSent(page);
  expect(beacons.length).toBeGreaterThanOrEqual(2);
  expect(beacons.every((beacon) => beacon.url.endsWith('/api/vitals'))).toBe(true);
  const samples: VitalSample[] = beacons.flatMap(
    (beacon) => (JSON.parse(beacon.body) as { samples: VitalSample[] }).samples,
  );
  // Nothing personal: the route pattern, never the id or the address.
  const everything = beacons.map((beacon) => beacon.body).join('');
  expect(everything).not.toContain(someId);
  expect(everything.toLowerCase()).not.toContain('vera');
  const pricing = samples.filter((sample) => sample.route === '/pricing');
  expect(pricing.map((sample) => sample.name)).toEqual(
    expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']),
  );
  expect(pricing.every((sample) => !sample.signedIn && sample.device === 'mobile')).toBe(true);
  expect(['slow-2g', '2g', '3g']).toContain(pricing[0]?.connection);
  const task = samples.filter((sample) => sample.route === '/tasks/:id');
  expect(task.length).toBeGreaterThan(0);
  expect(task.every((sample) => sample.signedIn)).toBe(true);
  const ttfb = pricing.find((sample) => sample.name === 'TTFB');
  expect(ttfb?.value).toBeGreaterThan(0);
  await context.close();

  // An administrator signs in.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/admin-login');
  await firstStaffSignIn(staffPage, E2E_SPEED_ADMIN);

  // Each minute the job adds up what arrived: the figures match what the browser sent.
  const pricingLcp = pricing.filter((sample) => sample.name === 'LCP');
  let report: VitalsReport | undefined;
  await expect
    .poll(
      async () => {
        await moveServerClock(staffContext.request, { advanceMinutes: 1 });
        const response = await staffContext.request.get('/api/staff/console/vitals');
        report = (await response.json()) as VitalsReport;
        return report.routes.find((route) => route.route === '/pricing')?.figures.LCP?.count;
      },
      { timeout: 30_000 },
    )
    .toBe(pricingLcp.length);
  const pricingReport = report?.routes.find((route) => route.route === '/pricing');
  expect(pricingReport?.figures.TTFB?.p75).toBeCloseTo(ttfb?.value ?? -1, 3);
  expect(report?.routes.some((route) => route.route === '/tasks/:id')).toBe(true);

  await staffPage.goto('/admin-test');
  const section = staffPage.getByRole('region', { name: 'Speed in people’s browsers' });
  await expect(section).toBeVisible();
  const routes = section.getByRole('list', { name: 'Routes, slowest first' });
  const pricingCard = routes.getByRole('listitem').filter({ hasText: '/pricing' });
  await expect(pricingCard.getByText('Largest contentful paint')).toBeVisible();
  await expect(pricingCard.getByText(/^(Good|Needs improvement|Poor)$/).first()).toBeVisible();
  await expect(routes.getByRole('heading', { name: '/tasks/:id' })).toBeVisible();
  await expect(
    section.getByRole('heading', { name: 'Largest contentful paint (p75, every route), by day' }),
  ).toBeVisible();
  const width = await staffPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await checkA11y(staffPage, 'system page with speed figures');
  await staffContext.close();
});

test('a browser without PerformanceObserver gets one console warning and sends nothing', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // @ts-expect-error: a browser that lacks it
    delete window.PerformanceObserver;
  });
  await measureEveryPageView(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect
    .poll(() => warnings.filter((text) => text.startsWith('Performance monitoring unsupported')))
    .toHaveLength(1);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: /questions/i })).toBeVisible();
  expect(await beaconsSent(page)).toEqual([]);
  // One warning per page loaded, nothing more.
  await expect
    .poll(() => warnings.filter((text) => text.startsWith('Performance monitoring unsupported')))
    .toHaveLength(2);
});
