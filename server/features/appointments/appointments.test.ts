import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT, inviteMember, photoUpload } from '../../test/fixtures';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

/** A caregiver in Chicago with a family member, as most tests here need. */
async function chicagoCircle() {
  ctx.clock.set('2026-03-02T15:00:00Z');
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/Chicago',
  });
  const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  return { caregiver, family };
}

type Notice = { kind: string; title: string; link: string | null };
const noticesOf = async (agent: ReturnType<typeof createAgent>) =>
  (await agent.get('/api/notifications')).json<{ notifications: Notice[] }>().notifications;

describe('appointments', () => {
  it('keeps wall-clock times in the care recipient’s zone across a daylight saving change', async () => {
    const { caregiver } = await chicagoCircle();
    const before = await caregiver.agent.post('/api/circle/appointments', {
      ...APPOINTMENT,
      date: '2026-03-07',
    });
    const after = await caregiver.agent.post('/api/circle/appointments', {
      ...APPOINTMENT,
      date: '2026-03-09',
    });
    expect(before.json()).toMatchObject({
      startsAt: '2026-03-07T15:00:00.000Z',
      startTime: '09:00',
      timeZone: 'America/Chicago',
      mapUrl: expect.stringContaining('200%20Lakeshore'),
      status: 'scheduled',
    });
    expect(after.json()).toMatchObject({
      startsAt: '2026-03-09T14:00:00.000Z',
      startTime: '09:00',
    });

    const list = await caregiver.agent.get(
      '/api/circle/appointments?from=2026-03-01&to=2026-03-08',
    );
    expect(list.json<{ date: string }[]>().map((a) => a.date)).toEqual(['2026-03-07']);
  });

  it('says what happens to a time in the hour the clocks skip, and lets the person choose', async () => {
    const { caregiver } = await chicagoCircle();
    const inTheGap = { ...APPOINTMENT, date: '2026-03-08', startTime: '02:30', endTime: '03:00' };
    const asked = await caregiver.agent.post('/api/circle/appointments', inTheGap);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      message:
        'The clocks go forward that night, so 2:30 AM does not happen on Sunday, March 8, 2026. Choose another time, or keep it and Kinwell saves it at 3:30 AM.',
    });
    // Kept, 2:30–3:00 would become 3:30–3:00: refused rather than saved with no time at all.
    const empty = await caregiver.agent.post('/api/circle/appointments', {
      ...inTheGap,
      acceptClockChange: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('Please choose a later end time');
    const list = await caregiver.agent.get(
      '/api/circle/appointments?from=2026-03-08&to=2026-03-08',
    );
    expect(list.json()).toEqual([]);

    const kept = await caregiver.agent.post('/api/circle/appointments', {
      ...inTheGap,
      endTime: '04:30',
      acceptClockChange: true,
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ startsAt: '2026-03-08T08:30:00.000Z', startTime: '03:30' });
  });

  it('explains a bad time and refuses someone outside the circle', async () => {
    const { caregiver } = await chicagoCircle();
    const backwards = await caregiver.agent.post('/api/circle/appointments', {
      ...APPOINTMENT,
      startTime: '10:00',
      endTime: '09:30',
    });
    expect(backwards.json()).toEqual({ message: 'The end time must be after the start time' });
    const stranger = await registerAgent(ctx.app);
    const outsider = await caregiver.agent.post('/api/circle/appointments', {
      ...APPOINTMENT,
      assigneeUserId: stranger.user.id,
    });
    expect(outsider.json()).toEqual({
      message: 'That person is not a member of your care circle.',
    });
  });

  it('reminds the member taking them the day before and an hour before, once each', async () => {
    const { caregiver, family } = await chicagoCircle();
    const created = await caregiver.agent.post('/api/circle/appointments', {
      ...APPOINTMENT,
      assigneeUserId: family.user.id,
    });
    const { id } = created.json<{ id: string }>();
    expect((await noticesOf(family.agent)).map((n) => n.kind)).toEqual(['appointment.assigned']);

    // 2026-03-10 09:00 in Chicago is 14:00Z (daylight time since March 8).
    ctx.clock.set('2026-03-09T13:59:00Z');
    await ctx.app.jobs.get('appointment-reminders').runOnce();
    expect(await noticesOf(family.agent)).toHaveLength(1);
    ctx.clock.set('2026-03-09T14:00:30Z');
    await ctx.app.jobs.get('appointment-reminders').runOnce();
    await ctx.app.jobs.get('appointment-reminders').runOnce();
    const dayBefore = await noticesOf(family.agent);
    expect(dayBefore[0]).toMatchObject({
      kind: 'appointment.reminder',
      title: 'Tomorrow: Memory clinic',
      link: `/appointments/${id}`,
    });
    expect(dayBefore).toHaveLength(2);
    expect((await noticesOf(caregiver.agent)).some((n) => n.kind === 'appointment.reminder')).toBe(
      false,
    );

    ctx.clock.set('2026-03-10T13:00:10Z');
    await ctx.app.jobs.get('appointment-reminders').runOnce();
    expect((await noticesOf(family.agent))[0]?.title).toBe('In an hour: Memory clinic');
  });

  it('moves reminders with a new time, and stops them when cancelled (undo brings them back)', async () => {
    const { caregiver } = await chicagoCircle();
    const { id } = (await caregiver.agent.post('/api/circle/appointments', APPOINTMENT)).json<{
      id: string;
    }>();
    await caregiver.agent.put(`/api/circle/appointments/${id}`, {
      ...APPOINTMENT,
      date: '2026-03-12',
    });
    ctx.clock.set('2026-03-09T14:05:00Z');
    await ctx.app.jobs.get('appointment-reminders').runOnce();
    // Nobody takes them, so caregivers are reminded; the old day is gone.
    expect(
      (await noticesOf(caregiver.agent)).filter((n) => n.kind === 'appointment.reminder'),
    ).toEqual([]);

    const cancelled = await caregiver.agent.post(`/api/circle/appointments/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    ctx.clock.set('2026-03-11T14:05:00Z');
    await ctx.app.jobs.get('appointment-reminders').runOnce();
    expect(
      (await noticesOf(caregiver.agent)).filter((n) => n.kind === 'appointment.reminder'),
    ).toEqual([]);

    ctx.clock.set('2026-03-11T13:00:00Z');
    await caregiver.agent.post(`/api/circle/appointments/${id}/restore`);
    ctx.clock.set('2026-03-11T14:05:00Z');
    await ctx.app.jobs.get('appointment-reminders').runOnce();
    const reminders = (await noticesOf(caregiver.agent)).filter(
      (n) => n.kind === 'appointment.reminder',
    );
    expect(reminders.map((n) => n.title)).toEqual(['Tomorrow: Memory clinic']);
  });

  it('keeps notes after the visit with a picture, re-encoded and served only to the circle', async () => {
    const { caregiver, family } = await chicagoCircle();
    const { id } = (await caregiver.agent.post('/api/circle/appointments', APPOINTMENT)).json<{
      id: string;
    }>();
    const saved = await caregiver.agent.upload('PUT', `/api/circle/appointments/${id}/notes`, {
      fields: { notesAfter: 'Dose stays the same. Come back in 3 months.' },
      ...(await photoUpload()),
    });
    const appointment = saved.json<{ notesAfter: string; attachmentUrl: string }>();
    expect(appointment.notesAfter).toBe('Dose stays the same. Come back in 3 months.');
    const picture = await family.agent.get(appointment.attachmentUrl);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const stranger = await registerAgent(ctx.app);
    expect((await stranger.agent.get(appointment.attachmentUrl)).statusCode).toBe(404);
    const familyEdit = await family.agent.upload('PUT', `/api/circle/appointments/${id}/notes`, {
      fields: { notesAfter: 'x' },
    });
    expect(familyEdit.statusCode).toBe(403);
  });
});

describe('calendar feeds', () => {
  it('give each member a private feed a real parser reads, with correct local times', async () => {
    const { caregiver, family } = await chicagoCircle();
    for (const date of ['2026-03-07', '2026-03-09']) {
      await caregiver.agent.post('/api/circle/appointments', {
        ...APPOINTMENT,
        date,
        assigneeUserId: family.user.id,
      });
    }
    const created = await family.agent.post('/api/circle/calendar-feed');
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}\/appointments\.ics$/);
    expect((await family.agent.get('/api/circle/calendar-feed')).json()).toMatchObject({
      isActive: true,
      url: null,
    });

    const phone = createAgent(ctx.app);
    const feed = await phone.get(new URL(url).pathname);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .sort((a, b) => a.startDate.compare(b.startDate));
    expect(events.map((event) => event.summary)).toEqual([
      'Rosa: Memory clinic',
      'Rosa: Memory clinic',
    ]);
    expect(events.map((event) => event.startDate.toString())).toEqual([
      '2026-03-07T09:00:00',
      '2026-03-09T09:00:00',
    ]);
    expect(events.map((event) => event.startDate.zone?.tzid)).toEqual([
      'America/Chicago',
      'America/Chicago',
    ]);
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2026-03-07T15:00:00.000Z',
      '2026-03-09T14:00:00.000Z',
    ]);
    expect(events[0]?.description).toContain('Taking them: Sam Lopez');
    expect(events[0]?.description).toContain('- Should we try a sleep aid?');

    // A new address replaces the old one; turning it off stops it.
    const replaced = (await family.agent.post('/api/circle/calendar-feed')).json<{ url: string }>();
    expect((await phone.get(new URL(url).pathname)).statusCode).toBe(404);
    expect((await phone.get(new URL(replaced.url).pathname)).statusCode).toBe(200);
    expect((await family.agent.delete('/api/circle/calendar-feed')).statusCode).toBe(204);
    expect((await phone.get(new URL(replaced.url).pathname)).statusCode).toBe(404);
  });

  it('stop working when the member leaves the circle', async () => {
    const { caregiver, family } = await chicagoCircle();
    const { url } = (await family.agent.post('/api/circle/calendar-feed')).json<{ url: string }>();
    const phone = createAgent(ctx.app);
    expect((await phone.get(new URL(url).pathname)).statusCode).toBe(200);
    await caregiver.agent.delete(`/api/circle/members/${family.user.id}`);
    expect((await phone.get(new URL(url).pathname)).statusCode).toBe(404);
  });

  it('offer one appointment as a file to add to any calendar', async () => {
    const { caregiver, family } = await chicagoCircle();
    const { id } = (await caregiver.agent.post('/api/circle/appointments', APPOINTMENT)).json<{
      id: string;
    }>();
    const file = await family.agent.get(`/api/circle/appointments/${id}/calendar.ics`);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.body).toContain('DTSTART;TZID=America/Chicago:20260310T090000');
    expect(file.body).toContain('BEGIN:VTIMEZONE');
  });
});
