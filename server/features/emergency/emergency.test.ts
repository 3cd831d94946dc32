import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locationShares } from './emergency.schema';
import { auditEvents } from '../../platform/audit/audit.schema';
import { dailyMedication, inviteMember, photoUpload } from '../../test/fixtures';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

const MINUTE = 60 * 1000;

describe('emergency contacts', () => {
  it('are kept in priority order, validated, and reordered as a whole', async () => {
    const { agent } = await registerAgent(ctx.app, { role: 'caregiver' });
    const add = (body: object) => agent.post('/api/circle/emergency-contacts', body);
    const pat = (
      await add({
        name: 'Pat Neighbour',
        phone: '(555) 014-2000',
        email: '',
        relationship: 'Neighbour',
        callFor: 'If she is found outside',
      })
    ).json<{ id: string; email: string | null; priority: number }>();
    expect(pat).toMatchObject({ email: null, priority: 1 });
    const doctor = (
      await add({ name: 'Dr. Chen', phone: '+1 555 0100', relationship: 'Family doctor' })
    ).json<{ id: string }>();

    const bad = await add({ name: 'X', phone: 'call me', relationship: 'Friend' });
    expect(bad.json()).toEqual({
      message: 'Please enter a phone number using digits, spaces, + ( ) or -',
    });
    expect((await add({ name: 'X', phone: '555' })).json()).toEqual({
      message: 'Please say who they are, for example “Neighbour”',
    });

    const reordered = await agent.put('/api/circle/emergency-contacts-order', {
      ids: [doctor.id, pat.id],
    });
    expect(reordered.json<{ name: string }[]>().map((c) => c.name)).toEqual([
      'Dr. Chen',
      'Pat Neighbour',
    ]);
    const partial = await agent.put('/api/circle/emergency-contacts-order', { ids: [pat.id] });
    expect(partial.statusCode).toBe(400);
  });

  it('a linked member must belong to the circle', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    const stranger = await registerAgent(ctx.app, { role: 'caregiver' });
    const response = await caregiver.agent.post('/api/circle/emergency-contacts', {
      name: 'Someone',
      phone: '555 0000',
      relationship: 'Son',
      memberUserId: stranger.user.id,
    });
    expect(response.json()).toEqual({
      message: 'That person is not a member of your care circle.',
    });
  });
});

describe('the emergency profile and its sheet', () => {
  async function preparedCircle() {
    const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    await caregiver.agent.patch('/api/circle/recipient', {
      preferredName: 'Rosa <b>Delgado</b>',
      dateOfBirth: '1944-05-30',
      allergies: 'Penicillin',
      conditions: 'Alzheimer’s disease',
    });
    await caregiver.agent.upload('PUT', '/api/circle/recipient/photo', await photoUpload());
    await caregiver.agent.patch('/api/circle/emergency-profile', {
      bloodType: 'O+',
      baselineAbilities: 'Recognises family, speaks in short sentences, may try to leave at dusk',
      advanceDirectiveLocation: 'On the fridge, in a red envelope',
    });
    await caregiver.agent.post('/api/circle/emergency-contacts', {
      name: 'Maria Lopez',
      phone: '555-0101',
      relationship: 'Daughter',
    });
    return caregiver;
  }

  it('members read it (audited); caregivers change it; blood type is from the list', async () => {
    const caregiver = await preparedCircle();
    const family = await inviteMember(ctx, caregiver.agent, 'family');
    const seen = (await family.agent.get('/api/circle/emergency-profile')).json<{
      recipient: Record<string, unknown>;
      profile: Record<string, unknown>;
      contacts: unknown[];
    }>();
    expect(seen.recipient).toMatchObject({ allergies: 'Penicillin', dateOfBirth: '1944-05-30' });
    expect(seen.profile).toMatchObject({ bloodType: 'O+', insurance: null });
    expect(seen.contacts).toHaveLength(1);
    expect(
      (await family.agent.patch('/api/circle/emergency-profile', { bloodType: 'A+' })).statusCode,
    ).toBe(403);
    expect(
      (await caregiver.agent.patch('/api/circle/emergency-profile', { bloodType: 'Z' })).json(),
    ).toEqual({ message: 'Please choose a blood type' });
    const views = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, family.user.id));
    expect(views.map((v) => v.action)).toContain('emergency_profile.viewed');
  });

  it('opens from its link without signing in, shows only the sheet, and records each opening', async () => {
    const caregiver = await preparedCircle();
    const created = await caregiver.agent.post('/api/circle/emergency-links', { days: 30 });
    expect(created.statusCode).toBe(201);
    const { url, id } = created.json<{ url: string; id: string }>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/e\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(url).pathname;

    const stranger = createAgent(ctx.app, { ip: '198.51.100.7' });
    const sheet = await stranger.get(path);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('text/html');
    expect(sheet.headers['cache-control']).toBe('no-store');
    const page = sheet.body;
    // Escaped, never markup from the family's text.
    expect(page).toContain('Rosa &lt;b&gt;Delgado&lt;/b&gt;');
    expect(page).not.toContain('<b>Delgado</b>');
    expect(page).toContain('Penicillin');
    expect(page).toContain('On the fridge, in a red envelope');
    expect(page).toContain('href="tel:5550101"');
    expect(page).toContain('data:image/jpeg;base64,');
    expect(page).toMatch(/<svg[^>]*aria-label="QR code/);
    expect(page).toContain('Born May 30, 1944 (age 81)');
    expect(page).not.toMatch(/<script>(?!<\/script>)/);
    // Nothing beyond the sheet: no API reachable with it.
    expect((await stranger.get('/api/circle/recipient')).statusCode).toBe(401);

    const openings = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'emergency_link.opened'));
    expect(
      openings.some((o) => o.ip === '198.51.100.7' && o.subject === `emergency_link:${id}`),
    ).toBe(true);

    await caregiver.agent.delete(`/api/circle/emergency-links/${id}`);
    const revoked = await stranger.get(path);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toContain('This emergency link does not work');
    expect(revoked.body).not.toContain('Penicillin');
  });

  it('lists the medicines taken now, with dose and times, and not paused ones', async () => {
    const caregiver = await preparedCircle();
    await caregiver.agent.post(
      '/api/circle/medications',
      dailyMedication('Donepezil', ['20:00', '08:00']),
    );
    const paused = (
      await caregiver.agent.post(
        '/api/circle/medications',
        dailyMedication('Sertraline', ['09:00']),
      )
    ).json<{ id: string }>();
    await caregiver.agent.post(`/api/circle/medications/${paused.id}/pause`);
    const profile = (await caregiver.agent.get('/api/circle/emergency-profile')).json<{
      medications: { name: string; dose: string }[];
    }>();
    expect(profile.medications).toEqual([
      { name: 'Donepezil 10 mg', dose: '1 tablet daily at 8:00 AM and 8:00 PM' },
    ]);
    const { url } = (await caregiver.agent.post('/api/circle/emergency-links', { days: 30 })).json<{
      url: string;
    }>();
    const sheet = (await createAgent(ctx.app).get(new URL(url).pathname)).body;
    expect(sheet.replace(/\s+/g, ' ')).toContain(
      'Donepezil 10 mg — 1 tablet daily at 8:00 AM and 8:00 PM',
    );
  });

  it('expires', async () => {
    const caregiver = await preparedCircle();
    const { url } = (await caregiver.agent.post('/api/circle/emergency-links', { days: 30 })).json<{
      url: string;
    }>();
    ctx.clock.advance(31 * 24 * 60 * MINUTE);
    try {
      expect((await createAgent(ctx.app).get(new URL(url).pathname)).statusCode).toBe(404);
    } finally {
      ctx.clock.advance(-31 * 24 * 60 * MINUTE);
    }
    expect((await createAgent(ctx.app).get('/e/not-a-real-token-at-all-00000')).statusCode).toBe(
      404,
    );
  });
});

describe('location sharing', () => {
  it('shares the last position for an hour, then forgets it', async () => {
    const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
    const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');

    const before = await family.agent.put('/api/circle/locations/mine', {
      latitude: 40.7128,
      longitude: -74.006,
      accuracyMeters: 15,
    });
    expect(before.statusCode).toBe(409);

    await family.agent.post('/api/circle/locations/mine', { duration: 'hour' });
    await family.agent.put('/api/circle/locations/mine', {
      latitude: 40.7128,
      longitude: -74.006,
      accuracyMeters: 15,
    });
    ctx.clock.advance(5 * MINUTE);
    await family.agent.put('/api/circle/locations/mine', {
      latitude: 40.713,
      longitude: -74.0065,
      accuracyMeters: 8,
    });
    const seen = (await caregiver.agent.get('/api/circle/locations')).json<
      { name: string; isYou: boolean; position: { latitude: number; accuracyMeters: number } }[]
    >();
    expect(seen).toEqual([
      expect.objectContaining({
        name: 'Sam Lopez',
        isYou: false,
        position: expect.objectContaining({ latitude: 40.713, accuracyMeters: 8 }),
      }),
    ]);

    ctx.clock.advance(56 * MINUTE);
    expect((await caregiver.agent.get('/api/circle/locations')).json()).toEqual([]);
    await ctx.app.jobs.get('location-share-cleanup').runOnce();
    const kept = await ctx.database.db
      .select()
      .from(locationShares)
      .where(eq(locationShares.userId, family.user.id));
    expect(kept).toEqual([]);
  });

  it('stops at once, deleting the position', async () => {
    const caregiver = await registerAgent(ctx.app, { role: 'caregiver' });
    await caregiver.agent.post('/api/circle/locations/mine', { duration: 'until_off' });
    await caregiver.agent.put('/api/circle/locations/mine', {
      latitude: 1,
      longitude: 2,
      accuracyMeters: 3,
    });
    ctx.clock.advance(3 * 60 * MINUTE);
    expect((await caregiver.agent.get('/api/circle/locations')).json()).toHaveLength(1);
    expect((await caregiver.agent.delete('/api/circle/locations/mine')).statusCode).toBe(204);
    expect((await caregiver.agent.get('/api/circle/locations')).json()).toEqual([]);
  });
});
