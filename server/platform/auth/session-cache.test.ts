import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { createApp, type App } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { inviteMember } from '../../test/fixtures';
import { createRecordingPushSender } from '../../test/push-test-sender';
import {
  createAgent,
  createTestApp,
  registerAgent,
  testConfig,
  type TestContext,
} from '../../test/test-app';
import { sessions, users } from './auth.schema';
import { hashToken } from '../tokens/tokens.service';

/**
 * Signed-in reads trust a session this instance validated a few seconds ago (decision 043). These
 * tests warm that cache first, then prove every way a session ends or changes still applies to
 * the very next request.
 */
describe('the session cache on one instance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** The same person signed in on a second device. */
  async function secondDevice(input: { email: string; password: string }) {
    const other = createAgent(ctx.app);
    const login = await other.post('/api/auth/login', input);
    expect(login.statusCode).toBe(200);
    return other;
  }

  it('signing out ends the session at once, though it was just read', async () => {
    const { agent } = await registerAgent(ctx.app);
    const cookie = agent.cookie;
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
    const replay = createAgent(ctx.app);
    replay.cookie = cookie;
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('a new password and "sign out other devices" end the other sessions at once', async () => {
    const { agent, input } = await registerAgent(ctx.app);
    const phone = await secondDevice(input);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
    const changed = await agent.post('/api/account/password', {
      currentPassword: input.password,
      newPassword: 'a different horse',
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);

    const tablet = await secondDevice({ email: input.email, password: 'a different horse' });
    expect((await tablet.get('/api/auth/user')).statusCode).toBe(200);
    expect((await agent.post('/api/account/sessions/sign-out-others')).statusCode).toBe(204);
    expect((await tablet.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('ending one device from the account page ends it at once', async () => {
    const { agent, input } = await registerAgent(ctx.app);
    const phone = await secondDevice(input);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
    const list = (await agent.get('/api/account/sessions')).json<
      { id: string; isCurrent: boolean }[]
    >();
    const other = list.find((session) => !session.isCurrent);
    expect(other).toBeDefined();
    expect((await agent.delete(`/api/account/sessions/${other!.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('a member removed from the circle loses it on the next request', async () => {
    const { agent: maria } = await registerAgent(ctx.app);
    const sam = await inviteMember(ctx, maria, 'family', 'Sam Lopez');
    const before = (await sam.agent.get('/api/auth/user')).json<{ circleId: string | null }>();
    expect(before.circleId).not.toBeNull();
    expect((await maria.delete(`/api/circle/members/${sam.user.id}`)).statusCode).toBeLessThan(300);
    const after = (await sam.agent.get('/api/auth/user')).json<{ circleId: string | null }>();
    expect(after.circleId).toBeNull();
  });

  it('a change made outside any request (a job, an operator) reaches it through the database', async () => {
    const { agent, user } = await registerAgent(ctx.app);
    expect((await agent.get('/api/auth/user')).json<{ name: string }>().name).toBe('Maria Lopez');
    await ctx.database.db.update(users).set({ name: 'Maria L.' }).where(eq(users.id, user.id));
    await vi.waitFor(
      async () =>
        expect((await agent.get('/api/auth/user')).json<{ name: string }>().name).toBe('Maria L.'),
      { timeout: 2000, interval: 20 },
    );
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await vi.waitFor(async () => expect((await agent.get('/api/auth/user')).statusCode).toBe(401), {
      timeout: 2000,
      interval: 20,
    });
  });

  it('a speed beacon leaves the cache alone; any other change clears it', async () => {
    const { agent, user } = await registerAgent(ctx.app);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    // End the session behind the cache's back (no trigger fires), to see who forgets it.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
    });
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    const beacon = await agent.post('/api/vitals', {
      samples: [
        {
          name: 'LCP',
          value: 1200,
          route: '/dashboard',
          device: 'mobile',
          connection: '4g',
          signedIn: true,
        },
      ],
    });
    expect(beacon.statusCode).toBe(204);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    await agent.post('/api/account/sessions/sign-out-others');
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('keeps sliding the idle limit while the session is read from the cache', async () => {
    const { agent } = await registerAgent(ctx.app, {}, { session: 'standard' });
    const token = decodeURIComponent(agent.cookie!.split('=')[1]!);
    const lastSeen = async () =>
      (
        await ctx.database.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.id, hashToken(token)))
      )[0]!.at.getTime();
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    // 30 minutes idle ends a standard session; reads 20 minutes apart keep it going.
    for (let step = 0; step < 3; step += 1) {
      ctx.clock.advance(20 * 60_000);
      expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
      expect(await lastSeen()).toBe(ctx.clock.now().getTime());
    }
    ctx.clock.advance(31 * 60_000);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });
});

const onPostgres = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onPostgres)('the session cache on two instances', () => {
  let first: TestContext;
  let second: App;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    first = await createTestApp();
    handle = await openDatabase({ databaseUrl: first.database.url });
    second = await createApp({
      database: handle,
      clock: first.clock,
      config: testConfig,
      version: 'instance-2',
      push: createRecordingPushSender(),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await handle.close();
    await first.close();
  });

  it('signing out on one instance ends the session the other had cached, within moments', async () => {
    const { agent, input } = await registerAgent(first.app);
    const onSecond = createAgent(second);
    onSecond.cookie = agent.cookie;
    expect((await onSecond.get('/api/auth/user')).statusCode).toBe(200);
    expect((await onSecond.get('/api/auth/user')).statusCode).toBe(200);
    const started = performance.now();
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
    await vi.waitFor(
      async () => expect((await onSecond.get('/api/auth/user')).statusCode).toBe(401),
      { timeout: 1000, interval: 5 },
    );
    // Well inside the cache's own time to live: the database told the other instance.
    expect(performance.now() - started).toBeLessThan(1000);

    // A new password set through the second instance ends a session the first had cached.
    const again = createAgent(first.app);
    expect((await again.post('/api/auth/login', input)).statusCode).toBe(200);
    expect((await again.get('/api/auth/user')).statusCode).toBe(200);
    expect((await again.get('/api/auth/user')).statusCode).toBe(200);
    const onSecondAgain = createAgent(second);
    expect((await onSecondAgain.post('/api/auth/login', input)).statusCode).toBe(200);
    const changed = await onSecondAgain.post('/api/account/password', {
      currentPassword: input.password,
      newPassword: 'a different horse',
    });
    expect(changed.statusCode).toBeLessThan(300);
    await vi.waitFor(async () => expect((await again.get('/api/auth/user')).statusCode).toBe(401), {
      timeout: 1000,
      interval: 5,
    });
  });
});
