import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../audit/audit.schema';
import { emailOutbox } from '../email/email.schema';
import { inviteMember } from '../../test/fixtures';
import { registerAgent, setUpTestApp } from '../../test/test-app';
import { LAST_CAREGIVER_MESSAGE } from './circles.service';
import { NO_CIRCLE_MESSAGE, NOT_ALLOWED_MESSAGE } from './circles.policy';

const ctx = setUpTestApp();

const DAY = 24 * 60 * 60 * 1000;

const outboxTo = async (email: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

const auditActions = async (circleId: string) =>
  (
    await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId))
      .orderBy(auditEvents.id)
  ).map((row) => row.action);

describe('a caregiver’s circle', () => {
  it('is created at registration, with an empty profile to fill', async () => {
    const { agent, user } = await registerAgent(ctx.app, { role: 'caregiver' });
    const circle = (await agent.get('/api/circle')).json<Record<string, unknown>>();
    expect(circle).toMatchObject({
      id: user.circleId,
      role: 'caregiver',
      recipientName: null,
      isSetUp: false,
      timeZone: 'America/New_York',
    });
  });

  it('a family member who registered without an invitation has no circle yet', async () => {
    const { agent, user } = await registerAgent(ctx.app, { role: 'family' });
    expect(user.circleId).toBeNull();
    const response = await agent.get('/api/circle/members');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NO_CIRCLE_MESSAGE });
  });
});

describe('invitations', () => {
  it('emails a single-use link and code that a new person registers with', async () => {
    const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    await caregiver.agent.patch('/api/circle/recipient', { preferredName: 'Rosa' });
    const email = `nephew.${Date.now()}@example.com`;
    const created = await caregiver.agent.post('/api/circle/invitations', {
      email: `  ${email.toUpperCase()} `,
      role: 'family',
    });
    expect(created.statusCode).toBe(201);
    const { code, link, status } = created.json<{ code: string; link: string; status: string }>();
    expect(status).toBe('pending');
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(link).toBe(`http://localhost:3000/invite/${code}`);

    const [mail] = await outboxTo(email);
    expect(mail?.subject).toBe('Maria Lopez invited you to Rosa’s care circle on Kinwell');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain(code);

    // Codes are stored only as a hash.
    const stored = await ctx.database.db.execute(
      sql`select token_hash from circle_invitations where email = ${email}`,
    );
    expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));

    const preview = await registerAgent(ctx.app).then(({ agent }) =>
      agent.get(`/api/invitations/${code.toLowerCase()}`),
    );
    expect(preview.json()).toMatchObject({
      status: 'pending',
      recipientName: 'Rosa',
      invitedBy: 'Maria Lopez',
      role: 'family',
      email,
    });

    const joined = await registerAgent(ctx.app, { email, role: 'family', invitationCode: code });
    expect(joined.user).toMatchObject({ role: 'family', circleId: caregiver.user.circleId });
    const members = (await caregiver.agent.get('/api/circle/members')).json<{ email: string }[]>();
    expect(members.map((m) => m.email)).toContain(email);

    const again = await registerAgent(ctx.app).then(({ agent }) =>
      agent.post('/api/invitations/accept', { code }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This invitation has already been used. Ask your caregiver for a new one.',
    });
    expect(await auditActions(caregiver.user.circleId as string)).toEqual(
      expect.arrayContaining(['invitation.created', 'invitation.accepted']),
    );
  });

  it('an invited caregiver joins that circle and gets no second one', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const sister = await inviteMember(ctx, caregiver.agent, 'caregiver');
    expect(sister.user).toMatchObject({ role: 'caregiver', circleId: caregiver.user.circleId });
    expect((await sister.agent.get('/api/circles')).json()).toHaveLength(1);
  });

  it('an unusable code creates no account', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const agent = await registerAgent(ctx.app).then((r) => r.agent);
    await agent.post('/api/auth/logout');
    const response = await agent.post('/api/auth/register', {
      name: 'Nobody Here',
      email,
      password: 'correct horse',
      role: 'family',
      invitationCode: 'AAAAA-AAAAA-AAAAA-AAAAA',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'That invitation code is not right. Please check it and try again.',
    });
    const login = await agent.post('/api/auth/login', { email, password: 'correct horse' });
    expect(login.statusCode).toBe(401);
  });

  it('expires after 7 days', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const { code } = (
      await caregiver.agent.post('/api/circle/invitations', {
        email: 'late@example.com',
        role: 'family',
      })
    ).json<{ code: string }>();
    ctx.clock.advance(7 * DAY + 1000);
    try {
      const latecomer = await registerAgent(ctx.app, { role: 'family' });
      expect((await latecomer.agent.get(`/api/invitations/${code}`)).json()).toMatchObject({
        status: 'expired',
      });
      const response = await latecomer.agent.post('/api/invitations/accept', { code });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This invitation has expired. Ask your caregiver to send a new one.',
      });
    } finally {
      ctx.clock.advance(-(7 * DAY + 1000));
    }
  });

  it('can be revoked, and then does not work', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const { code, id } = (
      await caregiver.agent.post('/api/circle/invitations', {
        email: 'revoked@example.com',
        role: 'family',
      })
    ).json<{ code: string; id: string }>();
    expect((await caregiver.agent.delete(`/api/circle/invitations/${id}`)).statusCode).toBe(204);
    const list = (await caregiver.agent.get('/api/circle/invitations')).json<
      { status: string }[]
    >();
    expect(list[0]?.status).toBe('revoked');
    const response = await registerAgent(ctx.app, { role: 'family' }).then(({ agent }) =>
      agent.post('/api/invitations/accept', { code }),
    );
    expect(response.json()).toEqual({
      message: 'This invitation was cancelled. Ask your caregiver for a new one.',
    });
  });

  it('refuses to invite someone who is already a member', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const response = await caregiver.agent.post('/api/circle/invitations', {
      email: caregiver.input.email,
      role: 'caregiver',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This person is already in your care circle.' });
  });

  it('checks the email and role like the forms do', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const bad = await caregiver.agent.post('/api/circle/invitations', {
      email: 'x',
      role: 'family',
    });
    expect(bad.json()).toEqual({ message: 'Please enter a valid email' });
    const noRole = await caregiver.agent.post('/api/circle/invitations', { email: 'a@b.co' });
    expect(noRole.json()).toEqual({ message: 'Please choose a role' });
  });
});

describe('several circles', () => {
  it('a person helping two households switches between them; the server checks membership', async () => {
    const mum = await registerAgent(ctx.app, { role: 'caregiver' });
    const dad = await registerAgent(ctx.app, { role: 'caregiver' });
    await mum.agent.patch('/api/circle/recipient', { preferredName: 'Mum' });
    await dad.agent.patch('/api/circle/recipient', { preferredName: 'Dad' });
    const helper = await inviteMember(ctx, mum.agent, 'family');
    const { code } = (
      await dad.agent.post('/api/circle/invitations', {
        email: helper.input.email,
        role: 'caregiver',
      })
    ).json<{ code: string }>();
    ctx.clock.advance(60_000);
    const accepted = await helper.agent.post('/api/invitations/accept', { code });
    expect(accepted.json()).toMatchObject({ circleId: dad.user.circleId, role: 'caregiver' });

    const circles = (await helper.agent.get('/api/circles')).json<Record<string, unknown>[]>();
    expect(circles).toEqual([
      { id: mum.user.circleId, recipientName: 'Mum', role: 'family', isCurrent: false },
      { id: dad.user.circleId, recipientName: 'Dad', role: 'caregiver', isCurrent: true },
    ]);
    const switched = await helper.agent.post('/api/circles/current', {
      circleId: mum.user.circleId,
    });
    expect(switched.json()).toMatchObject({ circleId: mum.user.circleId, role: 'family' });
    expect((await helper.agent.get('/api/circle')).json()).toMatchObject({ recipientName: 'Mum' });
    expect((await helper.agent.get('/api/auth/user')).json()).toMatchObject({ role: 'family' });

    const stranger = await registerAgent(ctx.app, { role: 'caregiver' });
    const refused = await stranger.agent.post('/api/circles/current', {
      circleId: mum.user.circleId,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('anyone can start a new circle and becomes its caregiver', async () => {
    const { agent } = await registerAgent(ctx.app, { role: 'family' });
    const response = await agent.post('/api/circles', { timeZone: 'Europe/Berlin' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'caregiver' });
    expect((await agent.get('/api/circle')).json()).toMatchObject({ timeZone: 'Europe/Berlin' });
  });
});

describe('members and roles', () => {
  it('removal takes effect on the member’s very next request', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const family = await inviteMember(ctx, caregiver.agent, 'family');
    expect((await family.agent.get('/api/circle')).statusCode).toBe(200);

    const removed = await caregiver.agent.delete(`/api/circle/members/${family.user.id}`);
    expect(removed.json()).toHaveLength(1);

    const next = await family.agent.get('/api/circle');
    expect(next.statusCode).toBe(403);
    expect((await family.agent.get('/api/auth/user')).json()).toMatchObject({ circleId: null });
    expect(await auditActions(caregiver.user.circleId as string)).toContain('member.removed');
  });

  it('a family member may not manage the circle', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const family = await inviteMember(ctx, caregiver.agent, 'family');
    const response = await family.agent.patch(`/api/circle/members/${family.user.id}`, {
      role: 'caregiver',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_ALLOWED_MESSAGE });
  });

  it('a role change applies at once, and the last caregiver stays a caregiver', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const family = await inviteMember(ctx, caregiver.agent, 'family');

    const demoteSelf = await caregiver.agent.patch(`/api/circle/members/${caregiver.user.id}`, {
      role: 'family',
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json()).toEqual({ message: LAST_CAREGIVER_MESSAGE });
    const removeSelf = await caregiver.agent.delete(`/api/circle/members/${caregiver.user.id}`);
    expect(removeSelf.statusCode).toBe(409);
    const leave = await caregiver.agent.post('/api/circle/leave');
    expect(leave.json()).toEqual({
      message:
        'You are the only caregiver of this care circle. Make someone else a caregiver before you leave.',
    });
    // Refused changes leave no trace in the log.
    expect(await auditActions(caregiver.user.circleId as string)).not.toContain(
      'member.role_changed',
    );

    await caregiver.agent.patch(`/api/circle/members/${family.user.id}`, { role: 'caregiver' });
    expect((await family.agent.get('/api/auth/user')).json()).toMatchObject({ role: 'caregiver' });
    expect((await family.agent.get('/api/circle/invitations')).statusCode).toBe(200);

    expect((await caregiver.agent.post('/api/circle/leave')).statusCode).toBe(204);
    expect((await caregiver.agent.get('/api/circle')).statusCode).toBe(403);
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself', async () => {
    await registerAgent(ctx.app, { role: 'caregiver' });
    await expect(
      ctx.database.db.execute(sql`update audit_events set action = 'tampered'`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  });

  it('can be filtered by person, kind and date, newest first, in pages', async () => {
    const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
    ctx.clock.advance(2 * DAY);
    try {
      await caregiver.agent.patch('/api/circle/recipient', { allergies: 'Penicillin' });
      await family.agent.get('/api/circle/recipient');

      const everything = (await caregiver.agent.get('/api/circle/audit')).json<{
        entries: { description: string; actorName: string; detail: string | null; ip: string }[];
      }>();
      expect(everything.entries.map((e) => e.description)).toEqual([
        'Viewed the care recipient’s profile',
        'Changed the care recipient’s profile',
        'Joined with an invitation',
        'Sent an invitation',
        'Started the care circle',
      ]);
      expect(everything.entries[1]).toMatchObject({
        actorName: 'Maria Lopez',
        detail: 'allergies',
        ip: '127.0.0.1',
      });
      // The log says what changed, never the health data itself.
      expect(JSON.stringify(everything)).not.toContain('Penicillin');

      const bySam = (await caregiver.agent.get(`/api/circle/audit?actor=${family.user.id}`)).json<{
        entries: { actorName: string }[];
      }>();
      expect(bySam.entries.map((e) => e.actorName)).toEqual(['Sam Lopez', 'Sam Lopez']);

      const invitations = (
        await caregiver.agent.get('/api/circle/audit?category=invitation')
      ).json<{ entries: unknown[] }>();
      expect(invitations.entries).toHaveLength(2);

      const today = ctx.clock.now().toISOString().slice(0, 10);
      const recent = (
        await caregiver.agent.get(`/api/circle/audit?from=${today}&to=${today}`)
      ).json<{ entries: unknown[] }>();
      expect(recent.entries).toHaveLength(2);
    } finally {
      ctx.clock.advance(-2 * DAY);
    }
  });

  it('pages through a long log', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    for (let i = 0; i < 55; i += 1) {
      await caregiver.agent.patch('/api/circle/recipient', { primaryLanguage: `Language ${i}` });
    }
    const first = (await caregiver.agent.get('/api/circle/audit')).json<{
      entries: { id: number }[];
      nextBefore: number | null;
    }>();
    expect(first.entries).toHaveLength(50);
    const second = (
      await caregiver.agent.get(`/api/circle/audit?before=${first.nextBefore}`)
    ).json<{ entries: { id: number }[]; nextBefore: number | null }>();
    expect(second.entries).toHaveLength(6);
    expect(second.nextBefore).toBeNull();
    expect(second.entries[0]?.id).toBeLessThan(first.entries.at(-1)?.id ?? 0);
  });
});
