import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Settings shared by playwright.config.ts, the global setup and the tests.
 *
 * Environment:
 *   E2E_PORT           the port the app listens on (default 3210)
 *   E2E_SMTP_PORT      the port of the test SMTP server (default 2526)
 *   E2E_STRIPE_PORT    the port of the local stand-in for Stripe (default E2E_PORT + 2000)
 */
export const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

// Playwright loads its config again in each worker process; they inherit the main process's
// environment, so the data directory is created once per run, by the main process only.
export const dataDir = process.env.KINWELL_E2E_DATA_DIR ?? createDataDir();

function createDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinwell-e2e-'));
  process.env.KINWELL_E2E_DATA_DIR = dir;
  // The web server has been stopped by the time the main process exits.
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Emails the app sends reach a real SMTP server (global-setup.ts) and land here as JSON. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAIL_DIR = path.join(dataDir, 'received-mail');

/** A care specialist created with the operator command before the server starts. */
export const E2E_STAFF = {
  email: 'specialist@kinwell.example',
  name: 'Casey Specialist',
  password: 'a long staff password',
};

/** An administrator made the same way, with the same password (STAFF_PASSWORD). */
export const E2E_ADMIN = {
  email: 'admin@kinwell.example',
  name: 'Alex Admin',
  password: E2E_STAFF.password,
};

/** A second administrator, enrolled only by the speed figures' test (e2e/vitals.spec.ts). */
export const E2E_SPEED_ADMIN = {
  email: 'speed.admin@kinwell.example',
  name: 'Sam Speed',
  password: E2E_STAFF.password,
};

/** A community moderator made the same way (decision 045). */
export const E2E_MODERATOR = {
  email: 'moderator@kinwell.example',
  name: 'Morgan Moderator',
  password: E2E_STAFF.password,
};

/** A community expert made the same way, with credentials (decision 049). */
export const E2E_EXPERT = {
  email: 'expert@kinwell.example',
  name: 'Dr. Ana Ruiz',
  credentials: 'Geriatric psychiatrist',
  password: E2E_STAFF.password,
};

/** The local stand-in for Stripe's API, Checkout and billing portal (global-setup.ts). */
export const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? port + 2000);

/** Debian's Chromium, headless-friendly: Playwright cannot download browsers here. */
export const launchOptions = {
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

/** The same, with Chromium's fake microphone (a steady beep) granted without asking. */
export const launchOptionsWithMicrophone = {
  ...launchOptions,
  args: [
    ...launchOptions.args,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};
