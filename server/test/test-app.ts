import { inject } from 'vitest';
import { createApp, type App, type AppConfig, type AppDeps } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createManualClock, type ManualClock } from '../lib/clock';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export const testConfig: AppConfig = {
  publicUrl: TEST_ORIGIN,
  supportEmail: 'support@kinwell.example',
  emergencyNumber: '911',
  sessionIdleSeconds: 7 * 24 * 60 * 60,
  sessionAbsoluteSeconds: 30 * 24 * 60 * 60,
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
  deps: Pick<AppDeps, 'mailer' | 'assistant'> = {},
): Promise<TestContext> {
  const database = await openTestDatabase(inject('dbTemplate'));
  const clock = createManualClock('2026-03-02T15:00:00Z');
  const app = await createApp({
    database,
    clock,
    config: { ...testConfig, ...overrides },
    version: 'test',
    ...deps,
  });
  await app.ready();
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

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

/**
 * A browser-like HTTP client for one person: it keeps their cookie and sends Kinwell's Origin on
 * every request, as a page of the app would.
 */
export function createAgent(app: App, defaults: { ip?: string } = {}) {
  let cookie: string | undefined;
  const request = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: RequestOptions = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: options.ip ?? defaults.ip ?? '127.0.0.1',
      headers: {
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    const setCookie = response.cookies.find((c) => c.name.endsWith('kinwell_session'));
    if (setCookie) cookie = setCookie.value ? `${setCookie.name}=${setCookie.value}` : undefined;
    return response;
  };
  return {
    get: (url: string, options?: RequestOptions) => request('GET', url, options),
    post: (url: string, body?: unknown, options?: RequestOptions) =>
      request('POST', url, { ...options, body }),
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
  };
}
export type Agent = ReturnType<typeof createAgent>;

let sequence = 0;
/** Registers a new person through the API and returns their signed-in agent. */
export async function registerAgent(
  app: App,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    role: 'caregiver' | 'family';
  }> = {},
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
  return { agent, input, user: response.json<{ id: string; circleId: string | null }>() };
}

let staffSequence = 0;
/** Creates a staff account with the operator's service and signs it in. */
export async function staffAgent(
  ctx: TestContext,
  role: 'specialist' | 'moderator' | 'admin' = 'specialist',
) {
  staffSequence += 1;
  const input = {
    name: `Staff ${role} ${staffSequence}`,
    email: `staff.${role}.${staffSequence}.${Date.now()}@kinwell.example`,
    password: 'a long staff password',
    role,
  };
  const { createStaffAccount } = await import('../features/staff/staff.service');
  const staff = await createStaffAccount({ db: ctx.database.db, input });
  const agent = createAgent(ctx.app);
  const response = await agent.post('/api/staff/login', {
    email: input.email,
    password: input.password,
  });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.body}`);
  return { agent, staff };
}
