import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run the built app (`node dist/server/main.js`, so `npm run build` first) on a
 * fresh database, and drive the system Chromium: Playwright cannot download browsers here.
 * `npm run test:e2e` checks for Chromium and builds before it runs Playwright.
 *
 * Environment:
 *   CHROMIUM_PATH      the browser binary (default /usr/bin/chromium)
 *   E2E_PORT           the port the app listens on (default 3210)
 *   E2E_DATABASE_URL   run on this PostgreSQL database instead of a throwaway PGlite directory
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

// Playwright loads this file again in each worker process; they inherit the main process's
// environment, so the data directory is created once per run, by the main process only.
const dataDir = process.env.KINWELL_E2E_DATA_DIR ?? createDataDir();

function createDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinwell-e2e-'));
  process.env.KINWELL_E2E_DATA_DIR = dir;
  // The web server has been stopped by the time the main process exits.
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
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
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
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
    },
  },
});
