import { expect, test } from '@playwright/test';

/**
 * The API reference at /api/docs runs under the app's own Content-Security-Policy: its scripts
 * and styles come from this server, and the browser reports no violation while it lists the
 * operations.
 */
test('the API reference lists the operations with no Content-Security-Policy violation', async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) {
      outside.push(request.url());
    }
  });

  const response = await page.goto('/api/docs');
  const policy = response?.headers()['content-security-policy'] ?? '';
  // The same policy as the rest of the app: no inline script, nothing from elsewhere.
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https:)/);
  expect(policy).toContain("frame-ancestors 'none'");

  await expect(page.getByRole('heading', { name: /Kinwell API/ })).toBeVisible();
  const signIn = page.locator('.opblock', { hasText: '/api/auth/login' }).first();
  await expect(signIn).toBeVisible();
  // The reference draws only the operations near the screen; the rest appear on scrolling, as
  // far down as the API has grown.
  const medications = page.locator('.opblock', { hasText: '/api/circle/medications' }).first();
  await expect(async () => {
    await page.mouse.wheel(0, 5_000);
    await expect(medications).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });

  // A link to an operation opens it, with its answers and the media types the server sends.
  await page.goto('/api/docs#/tracking/getCircleReportsDoctorPdf');
  await page.reload();
  const answers = page.locator('.opblock.is-open .responses-table .response');
  await expect(
    answers.filter({ hasText: /^200/ }).getByRole('combobox', { name: 'Media Type' }),
  ).toHaveValue('application/pdf');
  await expect(
    answers.filter({ hasText: /^401/ }).getByRole('combobox', { name: 'Media Type' }),
  ).toHaveValue('application/json');

  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});
