import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ConsoleFamilies,
  ConsolePerson,
  ConsoleStaffMember,
  SystemStatus,
} from '../../../shared/console';
import { auditEvents } from '../../platform/audit/audit.schema';
import { dailyMedication, inviteMember } from '../../test/fixtures';
import {
  createAgent,
  registerAgent,
  signInStaff,
  staffAgent,
  setUpTestAppWithSmtp,
} from '../../test/test-app';

const ctx = setUpTestAppWithSmtp();

const deliver = () => ctx.app.jobs.get('email-delivery').runOnce();
const mailsTo = (email: string) => ctx.smtp.received.filter((mail) => mail.to.includes(email));

/** What the audit log holds for one staff member's actions. */
const staffActions = async (staffId: string) =>
  (
    await ctx.database.db
      .select({
        action: auditEvents.action,
        detail: auditEvents.detail,
        circleId: auditEvents.circleId,
      })
      .from(auditEvents)
      .where(eq(auditEvents.subject, `staff:${staffId}`))
  ).map((row) => ({ action: row.action, detail: row.detail, circleId: row.circleId }));

describe('families', () => {
  it('lists circles by their first caregiver with their member count, and nothing of their care', async () => {
    const admin = await staffAgent(ctx, 'admin');
    const maria = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    await inviteMember(ctx, maria.agent, 'family', 'Sam Lopez');
    await maria.agent.patch('/api/circle/recipient', {
      preferredName: 'Rosa',
      allergies: 'Penicillin',
    });

    const response = await admin.agent.get('/api/staff/console/families');
    expect(response.statusCode).toBe(200);
    const body = response.json<ConsoleFamilies>();
    const circle = body.families.find((family) => family.id === maria.user.circleId);
    expect(circle).toMatchObject({ firstCaregiver: 'Maria Lopez', memberCount: 2 });
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(response.body).not.toContain('Rosa');
    expect(response.body).not.toContain('Penicillin');
    expect(await staffActions(admin.staff.id)).toContainEqual({
      action: 'console.families_viewed',
      detail: null,
      circleId: null,
    });
  });
});

describe('people by email', () => {
  it('finds an account and its open invitations, sends a reset link through SMTP and ends its sessions, each on record', async () => {
    const admin = await staffAgent(ctx, 'admin');
    const maria = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    const sam = await registerAgent(ctx.app, { name: 'Sam Lopez', role: 'caregiver' });
    const invited = await maria.agent.post('/api/circle/invitations', {
      email: sam.input.email,
      role: 'family',
    });
    expect(invited.statusCode).toBe(201);

    const lookup = await admin.agent.post('/api/staff/console/people/lookup', {
      email: ` ${sam.input.email.toUpperCase()} `,
    });
    expect(lookup.statusCode).toBe(200);
    const person = lookup.json<ConsolePerson>();
    expect(person.account).toMatchObject({ id: sam.user.id, name: 'Sam Lopez', activeSessions: 1 });
    expect(person.pendingInvitations).toHaveLength(1);
    expect(person.pendingInvitations[0]).toMatchObject({
      invitedBy: 'Maria Lopez',
      role: 'family',
    });

    // A reset link, to the account's own address, over real SMTP; it works on the reset page.
    const reset = await admin.agent.post(`/api/staff/console/people/${sam.user.id}/password-reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ message: string }>().message).toContain(sam.input.email);
    await deliver();
    const mail = mailsTo(sam.input.email).find((m) => m.subject === 'Reset your Kinwell password');
    const token = mail ? /\/reset-password#(\S+)/.exec(mail.text)?.[1] : undefined;
    expect(token).toBeTruthy();
    const check = await createAgent(ctx.app).post('/api/auth/password-reset/check', { token });
    expect(check.statusCode).toBe(204);

    // The invitation again: a new code by email; the first code no longer works.
    const firstCode = invited.json<{ code: string }>().code;
    const invitationId = person.pendingInvitations[0]?.id as string;
    const resent = await admin.agent.post(`/api/staff/console/invitations/${invitationId}/resend`);
    expect(resent.statusCode).toBe(200);
    await deliver();
    const invitations = mailsTo(sam.input.email).filter((m) => m.subject.includes('invited you'));
    expect(invitations).toHaveLength(2);
    const newCode = /\/invite\/(\S+)/.exec(invitations[1]?.text ?? '')?.[1];
    expect(newCode).toBeTruthy();
    expect((await sam.agent.get(`/api/invitations/${firstCode}`)).statusCode).toBe(404);
    expect((await sam.agent.get(`/api/invitations/${newCode}`)).statusCode).toBe(200);

    // Signed out everywhere.
    const ended = await admin.agent.post(`/api/staff/console/people/${sam.user.id}/sessions/end`);
    expect(ended.statusCode).toBe(200);
    expect((await sam.agent.get('/api/auth/user')).statusCode).toBe(401);

    const actions = await staffActions(admin.staff.id);
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'console.person_looked_up',
        'console.password_reset_sent',
        'console.invitation_resent',
        'console.sessions_ended',
      ]),
    );
    expect(actions).toContainEqual({
      action: 'console.password_reset_sent',
      detail: `user:${sam.user.id}`,
      circleId: null,
    });
  });

  it('says plainly when no account uses an address, and refuses a bad address', async () => {
    const admin = await staffAgent(ctx, 'admin');
    const nobody = await admin.agent.post('/api/staff/console/people/lookup', {
      email: `nobody.${Date.now()}@example.com`,
    });
    expect(nobody.json<ConsolePerson>()).toMatchObject({ account: null, pendingInvitations: [] });
    const bad = await admin.agent.post('/api/staff/console/people/lookup', { email: 'not mail' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Please enter a valid email' });
  });
});

describe('staff accounts', () => {
  it('an admin creates a specialist who signs in with both factors and opens the desk but not the admin screens', async () => {
    const admin = await staffAgent(ctx, 'admin');
    const input = {
      name: 'Ana Ruiz',
      email: `ana.${Date.now()}@kinwell.example`,
      role: 'specialist',
      password: 'a long staff password',
    };
    const created = await admin.agent.post('/api/staff/console/staff', input);
    expect(created.statusCode).toBe(201);
    expect(created.json<ConsoleStaffMember>()).toMatchObject({
      name: 'Ana Ruiz',
      role: 'specialist',
      hasSecondFactor: false,
      disabledAt: null,
    });
    const again = await admin.agent.post('/api/staff/console/staff', input);
    expect(again.statusCode).toBe(409);
    const short = await admin.agent.post('/api/staff/console/staff', {
      ...input,
      email: `x.${input.email}`,
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'The password must be at least 12 characters' });

    const ana = createAgent(ctx.app);
    await signInStaff(ctx, ana, input);
    expect((await ana.get('/api/staff/contact-requests')).statusCode).toBe(200);
    for (const path of [
      '/api/staff/console/families',
      '/api/staff/console/staff',
      '/api/staff/system',
    ]) {
      const refused = await ana.get(path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your staff role does not include this.' });
    }
    const id = created.json<ConsoleStaffMember>().id;
    expect(await staffActions(admin.staff.id)).toContainEqual({
      action: 'staff.account_created',
      detail: `staff:${id} as specialist`,
      circleId: null,
    });
  });

  it('a switched-off staff account is signed out now and cannot sign in again', async () => {
    const admin = await staffAgent(ctx, 'admin');
    const specialist = await staffAgent(ctx, 'specialist');
    expect((await specialist.agent.get('/api/staff/me')).statusCode).toBe(200);

    // Nobody switches themselves off.
    const self = await admin.agent.post(`/api/staff/console/staff/${admin.staff.id}/disable`);
    expect(self.statusCode).toBe(409);

    const disabled = await admin.agent.post(
      `/api/staff/console/staff/${specialist.staff.id}/disable`,
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<ConsoleStaffMember>().disabledAt).toBe(ctx.clock.now().toISOString());
    expect((await specialist.agent.get('/api/staff/me')).statusCode).toBe(401);

    const login = await createAgent(ctx.app).post('/api/staff/login', {
      email: specialist.input.email,
      password: specialist.input.password,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json<{ message: string }>().message).toContain('switched off');
    expect(await staffActions(admin.staff.id)).toContainEqual({
      action: 'staff.account_disabled',
      detail: `staff:${specialist.staff.id}`,
      circleId: null,
    });
    const list = (await admin.agent.get('/api/staff/console/staff')).json<ConsoleStaffMember[]>();
    expect(list.find((member) => member.id === specialist.staff.id)?.disabledAt).not.toBeNull();
  });
});

describe('the system page', () => {
  it('shows version, uptime, delivery and the last run of each job by the moved clock', async () => {
    const admin = await staffAgent(ctx, 'admin');
    const first = (await admin.agent.get('/api/staff/system')).json<SystemStatus>();
    expect(first).toMatchObject({ version: 'test', reminderLagSeconds: 0 });
    expect(first.email.isSmtpConfigured).toBe(true);
    expect(first.databaseRoundTripMs).toBeGreaterThanOrEqual(0);
    expect(first.jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['email-delivery', 'medication-sweep', 'push-delivery']),
    );

    ctx.clock.advance(90 * 60_000);
    const ranAt = ctx.clock.now().toISOString();
    await ctx.app.jobs.get('medication-sweep').runOnce();
    // 90 minutes without a request is past the staff idle limit (15 minutes): signed out.
    expect((await admin.agent.get('/api/staff/system')).statusCode).toBe(401);
    const again = await staffAgent(ctx, 'admin');
    const status = (await again.agent.get('/api/staff/system')).json<SystemStatus>();
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(90 * 60);
    expect(status.jobs.find((job) => job.name === 'medication-sweep')).toMatchObject({
      lastStartedAt: ranAt,
      lastFinishedAt: ranAt,
      lastOutcome: 'ok',
      lastSucceededAt: ranAt,
    });
    expect(await staffActions(admin.staff.id)).toContainEqual({
      action: 'console.system_viewed',
      detail: null,
      circleId: null,
    });
  });

  it('measures the reminder engine lag from the oldest due reminder nobody has sent', async () => {
    const maria = await registerAgent(ctx.app, { role: 'caregiver' });
    const medication = await maria.agent.post('/api/circle/medications', dailyMedication());
    expect(medication.statusCode).toBe(201);
    // The clock moves a day on without the engine running: its due work waits.
    ctx.clock.advance(24 * 60 * 60_000);
    const fresh = await staffAgent(ctx, 'admin');
    const behind = (await fresh.agent.get('/api/staff/system')).json<SystemStatus>();
    expect(behind.reminderLagSeconds).toBeGreaterThan(60 * 60);
    await ctx.app.jobs.get('medication-sweep').runOnce();
    const caughtUp = (await fresh.agent.get('/api/staff/system')).json<SystemStatus>();
    expect(caughtUp.reminderLagSeconds).toBe(0);
  });

  it('refuses family accounts and visitors (401) and staff without the right (403)', async () => {
    const maria = await registerAgent(ctx.app, { role: 'caregiver' });
    expect((await maria.agent.get('/api/staff/system')).statusCode).toBe(401);
    expect((await createAgent(ctx.app).get('/api/staff/system')).statusCode).toBe(401);
    for (const role of ['specialist', 'moderator', 'expert'] as const) {
      const staff = await staffAgent(ctx, role);
      expect((await staff.agent.get('/api/staff/system')).statusCode).toBe(403);
    }
  });
});

it('records a failing job run with the kind of error and never its message', async () => {
  const { recordingRuns } = await import('../../platform/jobs/job-runs');
  const { jobRuns } = await import('../../platform/jobs/jobs.schema');
  const run = recordingRuns({
    db: ctx.database.db,
    clock: ctx.clock,
    name: 'example-failing',
    run: () => Promise.reject(new TypeError('secret detail of maria@example.com')),
    onError: () => {},
  });
  await expect(run()).rejects.toThrow(TypeError);
  const [row] = await ctx.database.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.name, 'example-failing'), like(jobRuns.lastError, '%')));
  expect(row).toMatchObject({ lastOutcome: 'failed', lastError: 'TypeError', lastCount: null });
});
