import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careCircles } from '../../platform/circles/circles.schema';
import { inviteMember } from '../../test/fixtures';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';
import { WRONG_PASSWORD_MESSAGE } from './account.service';

const ctx = setUpTestApp();

const DAY = 24 * 60 * 60 * 1000;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** Signs the same person in on another device. */
async function secondDevice(email: string, password: string, userAgent = CHROME_ANDROID) {
  const agent = createAgent(ctx.app);
  await agent.post(
    '/api/auth/login',
    { email, password },
    { headers: { 'user-agent': userAgent } },
  );
  return agent;
}

describe('profile', () => {
  it('changes name and phone with the registration rules', async () => {
    const { agent } = await registerAgent(ctx.app);
    const changed = await agent.patch('/api/account/profile', {
      name: 'Maria L. Lopez',
      phoneNumber: '555-0100',
    });
    expect(changed.json()).toMatchObject({ name: 'Maria L. Lopez', phoneNumber: '555-0100' });
    const short = await agent.patch('/api/account/profile', { name: 'M' });
    expect(short.json()).toEqual({ message: 'Name must be at least 2 characters' });
  });
});

describe('password and devices', () => {
  it('a new password signs out every other device, not this one', async () => {
    const { agent, input } = await registerAgent(ctx.app);
    const phone = await secondDevice(input.email, input.password);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);

    const changed = await agent.post('/api/account/password', {
      currentPassword: input.password,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    const old = await createAgent(ctx.app).post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(old.statusCode).toBe(401);

    const tooShort = await agent.post('/api/account/password', {
      currentPassword: 'a brand new password',
      newPassword: '12345',
    });
    expect(tooShort.json()).toEqual({ message: 'Password must be at least 6 characters' });

    const common = await agent.post('/api/account/password', {
      currentPassword: 'a brand new password',
      newPassword: 'Iloveyou',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: 'This password is too common and easy to guess. Please choose another.',
    });
    // The password did not change.
    const stillNew = await createAgent(ctx.app).post('/api/auth/login', {
      email: input.email,
      password: 'a brand new password',
    });
    expect(stillNew.statusCode).toBe(200);
  });

  it('lists devices and signs out one, or all others', async () => {
    const { agent, input } = await registerAgent(ctx.app);
    const phone = await secondDevice(input.email, input.password);
    const tablet = await secondDevice(
      input.email,
      input.password,
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const list = (await agent.get('/api/account/sessions')).json<
      { id: string; device: string; isCurrent: boolean }[]
    >();
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(list.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Chrome on Android', 'Safari on iPhone or iPad']),
    );

    const phoneSession = list.find((s) => s.device === 'Chrome on Android');
    expect((await agent.delete(`/api/account/sessions/${phoneSession?.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(401);
    expect((await tablet.get('/api/auth/user')).statusCode).toBe(200);

    // Another person's device cannot be signed out from here.
    const stranger = await registerAgent(ctx.app);
    const theirs = (await stranger.agent.get('/api/account/sessions')).json<{ id: string }[]>();
    expect((await agent.delete(`/api/account/sessions/${theirs[0]?.id}`)).statusCode).toBe(404);

    expect((await agent.post('/api/account/sessions/sign-out-others')).statusCode).toBe(204);
    expect((await tablet.get('/api/auth/user')).statusCode).toBe(401);
    expect((await agent.get('/api/account/sessions')).json()).toHaveLength(1);
  });
});

describe('display preferences', () => {
  it('are saved with the account and come back on another device', async () => {
    const { agent, input } = await registerAgent(ctx.app);
    expect((await agent.get('/api/account')).json()).toMatchObject({
      preferences: { largeText: false, highContrast: false, reducedMotion: false },
    });
    const saved = await agent.put('/api/account/preferences', {
      largeText: true,
      highContrast: true,
    });
    expect(saved.json()).toEqual({ largeText: true, highContrast: true, reducedMotion: false });
    const phone = await secondDevice(input.email, input.password);
    expect((await phone.get('/api/account')).json()).toMatchObject({
      preferences: { largeText: true, highContrast: true, reducedMotion: false },
    });
  });
});

describe('deleting an account', () => {
  it('says which circles go with it, can be undone in the grace period, then happens', async () => {
    const solo = await registerAgent(ctx.app, { role: 'caregiver' });
    await solo.agent.patch('/api/circle/recipient', { preferredName: 'Rosa' });
    const shared = await registerAgent(ctx.app, { role: 'caregiver' });
    const sister = await inviteMember(ctx, shared.agent, 'caregiver');
    // Solo's own circle has no other caregiver; in the shared one, solo is only family.
    const { code } = (
      await shared.agent.post('/api/circle/invitations', {
        email: solo.input.email,
        role: 'family',
      })
    ).json<{ code: string }>();
    await solo.agent.post('/api/invitations/accept', { code });

    expect((await solo.agent.get('/api/account')).json()).toMatchObject({
      deletionScheduledFor: null,
      soleCaregiverOf: [{ id: solo.user.circleId, recipientName: 'Rosa' }],
    });

    const wrong = await solo.agent.post('/api/account/deletion', { currentPassword: 'nope' });
    expect(wrong.json()).toEqual({ message: WRONG_PASSWORD_MESSAGE });

    const scheduled = await solo.agent.post('/api/account/deletion', {
      currentPassword: solo.input.password,
    });
    const when = new Date(ctx.clock.now().getTime() + 14 * DAY).toISOString();
    expect(scheduled.json()).toMatchObject({ deletionScheduledFor: when });

    const kept = await solo.agent.delete('/api/account/deletion');
    expect(kept.json()).toMatchObject({ deletionScheduledFor: null });
    const signIn = () =>
      createAgent(ctx.app).post('/api/auth/login', {
        email: solo.input.email,
        password: solo.input.password,
      });
    ctx.clock.advance(15 * DAY);
    await ctx.app.jobs.get('account-purge').runOnce();
    expect((await signIn()).statusCode).toBe(200);

    const again = await secondDevice(solo.input.email, solo.input.password);
    await again.post('/api/account/deletion', { currentPassword: solo.input.password });
    ctx.clock.advance(13 * DAY);
    await ctx.app.jobs.get('account-purge').runOnce();
    expect((await signIn()).statusCode).toBe(200);
    ctx.clock.advance(1 * DAY + 1000);
    await ctx.app.jobs.get('account-purge').runOnce();
    expect((await signIn()).statusCode).toBe(401);

    const soloCircle = await ctx.database.db
      .select()
      .from(careCircles)
      .where(eq(careCircles.id, solo.user.circleId as string));
    expect(soloCircle).toHaveLength(0);
    const sisterNow = await secondDevice(sister.input.email, sister.input.password);
    const members = (await sisterNow.get('/api/circle/members')).json<{ email: string }[]>();
    expect(members.map((m) => m.email)).not.toContain(solo.input.email);
    expect(members).toHaveLength(2);
  });
});
