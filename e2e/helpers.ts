import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAIL_DIR } from './e2e-env';
import type { RegisterInput, User } from '../shared/auth';
import type { ReceivedEmail } from '../server/test/smtp-test-server';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let emailSequence = 0;

/** An email address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix = 'person'): string {
  emailSequence += 1;
  const safePrefix =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '.')
      .replace(/^\.+|\.+$/g, '') || 'person';
  const random = Math.random().toString(36).slice(2, 8);
  return `${safePrefix}.${Date.now()}.${emailSequence}.${random}@example.com`;
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on the page as it is now and fails the test on any
 * violation, listing each rule, its help text and the selectors of the offending nodes.
 */
export async function checkA11y(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const { violations } = results;
  if (violations.length > 0) {
    await test.info().attach(`axe-${label}.json`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  const report = violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `      - ${node.target.map(String).join(' >> ')}`,
      );
      return [
        `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
        `    ${violation.helpUrl}`,
        ...targets,
      ].join('\n');
    })
    .join('\n');
  expect(
    violations.map((violation) => violation.id),
    `Accessibility violations on "${label}" (${page.url()}):\n${report}`,
  ).toEqual([]);
}

/**
 * Fails unless the page fits its viewport's width: nothing spills sideways on a phone. Polls, so a
 * layout still settling is given its moment.
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${label} (${page.url()}) is wider than the screen`,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * Waits for every finite CSS transition and animation to end. Switching the colour scheme (or
 * opening a dialog) starts colour transitions; axe measuring contrast halfway through one reports
 * colours no one ever sees. Endless animations (the assistant's pulsing dots) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Registers a person through the API. The server refuses state-changing requests without a
 * same-site Origin, so it is sent as a page of the app would. Pass `page.request` to sign the
 * page's browser context in as that person (it shares the context's cookies).
 *
 * The onboarding tour is marked skipped unless `tour: 'pending'`, so a test about something else
 * is not interrupted by the tour opening 1.5 s after sign-in.
 */
export async function registerViaApi(
  request: APIRequestContext,
  input: RegisterInput,
  options: {
    tour?: 'skipped' | 'pending';
    baseURL?: string;
    /**
     * Sign in again with "Keep me signed in on this device", for a journey that moves the server's
     * clock past the 30 minutes a standard session may stay unused (decision 021).
     */
    rememberDevice?: boolean;
    /** `false`: leave the address unconfirmed (no alert emails until its link is opened). */
    confirmEmail?: boolean;
  } = {},
) {
  const baseURL = options.baseURL ?? configuredBaseURL();
  const headers = { origin: new URL(baseURL).origin };
  const response = await request.post(new URL('/api/auth/register', baseURL).toString(), {
    data: input,
    headers,
  });
  expect(response.status(), `register ${input.email}: ${await response.text()}`).toBe(201);
  if (!input.invitationCode && options.confirmEmail !== false) {
    // Like the person, open the link emailed to confirm the address (decision 026).
    const token = await emailedConfirmationLink(input.email.trim().toLowerCase());
    const confirmed = await request.post(new URL('/api/auth/email/confirm', baseURL).toString(), {
      data: { token },
      headers,
    });
    expect(confirmed.status(), `confirm ${input.email}: ${await confirmed.text()}`).toBe(200);
  }
  if (options.tour !== 'pending') {
    const skipped = await request.post(new URL('/api/user/skip-onboarding', baseURL).toString(), {
      headers,
    });
    expect(skipped.ok(), `skip-onboarding: ${await skipped.text()}`).toBe(true);
  }
  if (options.rememberDevice) {
    await request.post(new URL('/api/auth/logout', baseURL).toString(), { headers });
    const login = await request.post(new URL('/api/auth/login', baseURL).toString(), {
      data: { email: input.email, password: input.password, rememberDevice: true },
      headers,
    });
    expect(login.status(), `login ${input.email}: ${await login.text()}`).toBe(200);
  }
  return (await response.json()) as User;
}

/** The Origin header a page of the app sends: the server refuses a change without it. */
export function appOrigin(baseURL = configuredBaseURL()): { origin: string } {
  return { origin: new URL(baseURL).origin };
}

/**
 * A caregiver starting a new circle (Maria Lopez unless `name` says otherwise), registered and
 * signed in on `request` (pass `page.request` to sign the page in), with the care recipient's
 * profile saved when `recipient` is given. The address begins with `emailPrefix`; the other
 * options are registerViaApi's.
 */
export async function registerCaregiver(
  request: APIRequestContext,
  options: Parameters<typeof registerViaApi>[2] & {
    name?: string;
    emailPrefix?: string;
    recipient?: Record<string, unknown>;
  } = {},
): Promise<User> {
  const user = await registerViaApi(
    request,
    {
      name: options.name ?? 'Maria Lopez',
      email: uniqueEmail(options.emailPrefix ?? 'maria'),
      password: 'kind words 42',
      role: 'caregiver',
    },
    options,
  );
  if (options.recipient) await saveRecipient(request, options.recipient, options.baseURL);
  return user;
}

/** Saves the care recipient's profile (Rosa's name, time zone, stage…), as the signed-in caregiver. */
export async function saveRecipient(
  request: APIRequestContext,
  profile: Record<string, unknown>,
  baseURL = configuredBaseURL(),
): Promise<void> {
  const response = await request.patch(new URL('/api/circle/recipient', baseURL).toString(), {
    data: profile,
    headers: appOrigin(baseURL),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Someone invited by the caregiver signed in on `inviter` (Sam Lopez, a family member, unless
 * `name` and `role` say otherwise) signs up in a browser of their own (`context`: its viewport,
 * geolocation…).
 */
export async function inviteMember(
  browser: Browser,
  inviter: APIRequestContext,
  options: {
    name?: string;
    role?: 'caregiver' | 'family';
    context?: BrowserContextOptions;
    baseURL?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; user: User; email: string }> {
  const { name = 'Sam Lopez', role = 'family', baseURL = configuredBaseURL() } = options;
  const email = uniqueEmail(name.split(' ')[0]);
  const invitation = await inviter.post(new URL('/api/circle/invitations', baseURL).toString(), {
    data: { email, role },
    headers: appOrigin(baseURL),
  });
  expect(invitation.status(), await invitation.text()).toBe(201);
  const { code } = (await invitation.json()) as { code: string };
  const context = await browser.newContext(options.context);
  const page = await context.newPage();
  // An invitation works only for the address it was sent to.
  const user = await registerViaApi(
    page.request,
    { name, email, password: 'family words 7', role, invitationCode: code },
    { baseURL },
  );
  return { context, page, user, email };
}

/**
 * Maria Lopez, a caregiver starting a new circle, on a 390 × 844 phone of her own (`context` adds
 * to the phone's settings: a permission…).
 */
export async function caregiverOnPhone(
  browser: Browser,
  emailPrefix: string,
  context: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, ...context });
  const page = await phone.newPage();
  await registerCaregiver(page.request, { emailPrefix });
  return { context: phone, page };
}

function configuredBaseURL(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('registerViaApi: no baseURL configured; pass one.');
  return baseURL;
}

/**
 * The secret of the newest /confirm-email link emailed to `to`, once `count` such emails (one
 * unless a link was asked for again) have arrived.
 */
export async function emailedConfirmationLink(to: string, count = 1): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await receivedEmails()).filter(
          (mail) => mail.to.includes(to) && mail.text.includes('/confirm-email#'),
        );
        token = /\/confirm-email#(\S+)/.exec(mails.at(-1)?.text ?? '')?.[1];
        return mails.length >= count && token !== undefined;
      },
      { timeout: 20_000, intervals: [100, 200, 500] },
    )
    .toBe(true);
  return token ?? '';
}

/** Emails the app sent during this run (read from the test SMTP server's folder). */
export async function receivedEmails(): Promise<ReceivedEmail[]> {
  const files = await readdir(MAIL_DIR).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map(
        async (file) =>
          JSON.parse(await readFile(path.join(MAIL_DIR, file), 'utf8')) as ReceivedEmail,
      ),
  );
}
