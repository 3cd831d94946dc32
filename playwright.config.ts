import { defineConfig, devices } from '@playwright/test';
import {
  baseURL,
  dataDir,
  E2E_ADMIN,
  E2E_MODERATOR,
  E2E_EXPERT,
  E2E_SPEED_ADMIN,
  E2E_STAFF,
  launchOptions,
  port,
  SMTP_PORT,
  STRIPE_PORT,
} from './e2e/e2e-env';
import {
  FAKE_PRICE_ID,
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
} from './server/test/fake-stripe-server';

/**
 * Browser tests run the built app (`node dist/server/main.js`, so `npm run build` first) on a
 * fresh database, and drive the system Chromium: Playwright cannot download browsers here.
 * `npm run test:e2e` checks for Chromium and builds before it runs Playwright.
 *
 * Environment:
 *   CHROMIUM_PATH      the browser binary (default /usr/bin/chromium)
 *   E2E_PORT, E2E_SMTP_PORT, E2E_STRIPE_PORT   see e2e/e2e-env.ts
 *   E2E_DATABASE_URL   run on this PostgreSQL database instead of a throwaway PGlite directory
 */

export default defineConfig({
  testDir: 'e2e',
  // One journey at a time: some move the server's clock, and two browsers beside the app on two
  // cores made timing-sensitive journeys fail (decision 063).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Two-core machines: a whole journey (register, fill forms, read emails) can take half a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      // No `channel`: the system Chromium is used through executablePath.
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  globalSetup: './e2e/global-setup.ts',
  webServer: {
    command: `npx tsx scripts/create-staff.ts --email ${E2E_STAFF.email} --name "${E2E_STAFF.name}" --role specialist && npx tsx scripts/create-staff.ts --email ${E2E_ADMIN.email} --name "${E2E_ADMIN.name}" --role admin && npx tsx scripts/create-staff.ts --email ${E2E_SPEED_ADMIN.email} --name "${E2E_SPEED_ADMIN.name}" --role admin && npx tsx scripts/create-staff.ts --email ${E2E_MODERATOR.email} --name "${E2E_MODERATOR.name}" --role moderator && npx tsx scripts/create-staff.ts --email ${E2E_EXPERT.email} --name "${E2E_EXPERT.name}" --role expert --credentials "${E2E_EXPERT.credentials}" && node dist/server/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Five staff accounts are made first, each opening and migrating the database: on a busy
    // two-core machine that alone can take a minute.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Playwright passes its own environment on to the server; each variable the server reads is
    // set here so none leaks in from the shell. An empty value counts as unset (server/env.ts).
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Lets the medication journey move the server's clock (POST /api/test/clock).
      KINWELL_TEST_CLOCK: 'true',
      // No speed figures unless a test asks for them (e2e/vitals.spec.ts answers its own config).
      VITALS_SAMPLE_RATE: '0',
      // The default 5 GB for each circle (the photos journey reads "… of 5 GB used").
      CIRCLE_STORAGE_QUOTA_MB: '',
      STAFF_PASSWORD: E2E_STAFF.password,
      // Billing on, against the local stand-in for Stripe (global-setup.ts; decision 037).
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_PRICE_ID: FAKE_PRICE_ID,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
    },
  },
});
