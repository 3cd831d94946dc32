import * as OTPAuth from 'otpauth';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import type { StaffChallenge, StaffRole } from '../../shared/staff';
import { createApp, type App, type AppConfig, type AppDeps } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createManualClock, type ManualClock } from '../lib/clock';
import { createSmtpMailer } from '../adapters/mailer';
import { startSmtpTestServer } from './smtp-test-server';
import { openTestDatabase } from './test-database';
import { emailOutbox } from '../platform/email/email.schema';
import { accountTokens } from '../platform/auth/auth.schema';
import { hashToken } from '../platform/tokens/tokens.service';
import { createRecordingPushSender } from './push-test-sender';
import { createTemporaryFileStore, type FileStore } from '../platform/files/file-store';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Each test app's database, so helpers can read the mail a person would get. */
const databases = new WeakMap<App, DatabaseHandle>();

/**
 * The secret of the link confirming the sign-up address emailed to `to` that is neither used nor
 * replaced (as the
 * person would find the latest one in their inbox), or undefined.
 */
export async function confirmationLinkFor(app: App, to: string): Promise<string | undefined> {
  const database = databases.get(app);
  if (!database) throw new Error('not an app made by createTestApp');
  const mails = await database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.text, '%/confirm-email#%')));
  for (const mail of mails) {
    const secret = /\/confirm-email#(\S+)/.exec(mail.text)?.[1];
    if (!secret) continue;
    const [open] = await database.db
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(secret)),
          eq(accountTokens.purpose, 'email_confirmation'),
          isNull(accountTokens.usedAt),
          isNull(accountTokens.revokedAt),
        ),
      );
    if (open) return secret;
  }
  return undefined;
}

export const testConfig: AppConfig = {
  publicUrl: TEST_ORIGIN,
  supportEmail: 'support@kinwell.example',
  emergencyNumber: '911',
  // The defaults of server/env.ts (decision 021).
  sessionPolicies: {
    standard: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 60 * 60, persistentCookie: false },
    remembered: {
      idleSeconds: 7 * 24 * 60 * 60,
      absoluteSeconds: 30 * 24 * 60 * 60,
      persistentCookie: true,
    },
    staff: { idleSeconds: 15 * 60, absoluteSeconds: 8 * 60 * 60, persistentCookie: false },
  },
};

export interface TestContext {
  app: App;
  clock: ManualClock;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database with a clock the test moves. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  deps: Pick<
    AppDeps,
    | 'mailer'
    | 'assistant'
    | 'push'
    | 'clientDir'
    | 'pagesDir'
    | 'modules'
    | 'logger'
    | 'files'
    | 'uploadsDir'
  > = {},
): Promise<TestContext> {
  const database = await openTestDatabase(inject('dbTemplate'));
  const clock = createManualClock('2026-03-02T15:00:00Z');
  const app = await createApp({
    database,
    clock,
    config: { ...testConfig, ...overrides },
    version: 'test',
    push: createRecordingPushSender(),
    ...deps,
  });
  await app.ready();
  databases.set(app, database);
  return {
    app,
    clock,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type SmtpTestContext = TestContext & {
  smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
};

/** The real app whose emails go over SMTP to a test server; `close()` stops both. */
export async function createTestAppWithSmtp(
  deps: Omit<Pick<AppDeps, 'mailer' | 'assistant' | 'push'>, 'mailer'> = {},
): Promise<SmtpTestContext> {
  const smtp = await startSmtpTestServer();
  const ctx = await createTestApp(
    {},
    { ...deps, mailer: createSmtpMailer(smtp.url, 'Kinwell <no-reply@kinwell.example>') },
  );
  return {
    ...ctx,
    smtp,
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}

/**
 * The app a test file shares between its tests: made before the first, closed after the last.
 * The context it returns is filled in by then, so tests read it as they would their own.
 */
export function setUpTestApp(...args: Parameters<typeof createTestApp>): TestContext {
  return setUpForFile(() => createTestApp(...args));
}

/** As `setUpTestApp`, with the file's emails going over SMTP to a test server. */
export function setUpTestAppWithSmtp(
  ...args: Parameters<typeof createTestAppWithSmtp>
): SmtpTestContext {
  return setUpForFile(() => createTestAppWithSmtp(...args));
}

/** As `setUpTestApp`, on a file store of the file's own in a temporary folder (`ctx.files`). */
export function setUpTestAppWithFiles(): TestContext & { files: FileStore } {
  return setUpForFile(async () => {
    const files = await createTemporaryFileStore();
    return { ...(await createTestApp({}, { files })), files };
  });
}

function setUpForFile<C extends TestContext>(create: () => Promise<C>): C {
  const ctx = {} as C;
  beforeAll(async () => {
    Object.assign(ctx, await create());
  });
  afterAll(() => ctx.close());
  return ctx;
}

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

export interface Upload {
  fields?: Record<string, string>;
  file?: { field: string; filename: string; contentType: string; bytes: Buffer };
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(upload: Upload): { payload: Buffer; contentType: string } {
  const boundary = `----kinwell-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(upload.fields ?? {})) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (upload.file) {
    const { field, filename, contentType, bytes } = upload.file;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like HTTP client for one person: it keeps their cookies (the session and the device
 * cookie) and sends Kinwell's Origin on every request, as a page of the app would.
 */
export function createAgent(app: App, defaults: { ip?: string } = {}) {
  const jar = new Map<string, string>();
  const sessionName = () => [...jar.keys()].find((name) => name.endsWith('kinwell_session'));
  const request = async (
    method: HttpMethod,
    url: string,
    options: RequestOptions & { upload?: Upload } = {},
  ) => {
    const multipart = options.upload ? multipartBody(options.upload) : null;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      remoteAddress: options.ip ?? defaults.ip ?? '127.0.0.1',
      headers: {
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(multipart ? { 'content-type': multipart.contentType } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
      ...(multipart ? { payload: multipart.payload } : {}),
    });
    for (const set of response.cookies) {
      if (set.value) jar.set(set.name, set.value);
      else jar.delete(set.name);
    }
    return response;
  };
  return {
    request,
    get: (url: string, options?: RequestOptions) => request('GET', url, options),
    post: (url: string, body?: unknown, options?: RequestOptions) =>
      request('POST', url, { ...options, body }),
    patch: (url: string, body?: unknown, options?: RequestOptions) =>
      request('PATCH', url, { ...options, body }),
    put: (url: string, body?: unknown, options?: RequestOptions) =>
      request('PUT', url, { ...options, body }),
    delete: (url: string, options?: RequestOptions) => request('DELETE', url, options),
    upload: (method: 'POST' | 'PUT', url: string, upload: Upload, options?: RequestOptions) =>
      request(method, url, { ...options, upload }),
    /** The session cookie as `name=value`, or undefined when signed out. */
    get cookie() {
      const name = sessionName();
      return name ? `${name}=${jar.get(name)}` : undefined;
    },
    set cookie(value: string | undefined) {
      const name = sessionName();
      if (name) jar.delete(name);
      if (!value) return;
      const at = value.indexOf('=');
      jar.set(value.slice(0, at), value.slice(at + 1));
    },
    /** The device cookie (`name=value`) this browser got at a sign-in, if any. */
    get deviceCookie() {
      const name = [...jar.keys()].find((key) => key.endsWith('kinwell_device'));
      return name ? `${name}=${jar.get(name)}` : undefined;
    },
  };
}
export type Agent = ReturnType<typeof createAgent>;

let sequence = 0;
/**
 * Registers a new person through the API and returns their signed-in agent. Like a person on their
 * own phone, they then sign in again with "Keep me signed in on this device", so tests may move
 * the clock days ahead between requests; `session: 'standard'` keeps registration's own session
 * (30 minutes idle, decision 021).
 */
export async function registerAgent(
  app: App,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    role: 'caregiver' | 'family';
    invitationCode: string;
  }> = {},
  options: {
    session?: 'standard' | 'remembered';
    /**
     * Like a person, they open the link emailed to confirm their address (joining with an
     * invitation confirms it already); `false` leaves it unconfirmed.
     */
    confirmEmail?: boolean;
  } = {},
) {
  sequence += 1;
  const input = {
    name: 'Maria Lopez',
    email: `maria.${sequence}.${Date.now()}@example.com`,
    password: 'correct horse',
    role: 'caregiver' as const,
    ...overrides,
  };
  const agent = createAgent(app);
  const response = await agent.post('/api/auth/register', input);
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  if (options.confirmEmail !== false && !input.invitationCode) {
    const token = await confirmationLinkFor(app, input.email.trim().toLowerCase());
    const confirmed = await createAgent(app).post('/api/auth/email/confirm', { token });
    if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  }
  if (options.session !== 'standard') {
    await agent.post('/api/auth/logout');
    const login = await agent.post('/api/auth/login', {
      email: input.email,
      password: input.password,
      rememberDevice: true,
    });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  }
  return {
    agent,
    input,
    user: response.json<{ id: string; circleId: string | null; role: 'caregiver' | 'family' }>(),
  };
}

/** The code an authenticator app with this secret shows at the test clock's time. */
export const totpCode = (secret: string, at: Date) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at.getTime() });

/**
 * Signs a staff member in at /admin-login: the password, then the code from their app. Without
 * `secret` they enrol with the secret the password step hands out. Answers the secret in use.
 */
export async function signInStaff(
  ctx: TestContext,
  agent: Agent,
  credentials: { email: string; password: string },
  secret?: string,
): Promise<string> {
  const login = await agent.post('/api/staff/login', credentials);
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  const answer = login.json<StaffChallenge>();
  const inUse = answer.step === 'enrol' ? answer.secret : secret;
  if (!inUse) throw new Error('this staff member has a second factor: pass their secret');
  const code = await agent.post('/api/staff/login/code', {
    challenge: answer.challenge,
    code: totpCode(inUse, ctx.clock.now()),
  });
  if (code.statusCode !== 200) throw new Error(`staff code refused: ${code.body}`);
  return inUse;
}

let staffSequence = 0;
/** Creates a staff account with the operator's service and signs it in (enrolling it). */
export async function staffAgent(ctx: TestContext, role: StaffRole = 'specialist') {
  staffSequence += 1;
  const input = {
    name: `Staff ${role} ${staffSequence}`,
    email: `staff.${role}.${staffSequence}.${Date.now()}@kinwell.example`,
    password: 'a long staff password',
    role,
    // Experts answer under their credentials.
    credentials: role === 'expert' ? 'Geriatric psychiatrist' : undefined,
  };
  const { createStaffAccount } = await import('../platform/staff/staff.service');
  const staff = await createStaffAccount({ db: ctx.database.db, input });
  const agent = createAgent(ctx.app);
  const secret = await signInStaff(ctx, agent, input);
  return { agent, staff, input, secret };
}
