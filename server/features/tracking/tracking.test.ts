import { describe, expect, it } from 'vitest';
import type { DoctorReport, TrackingOverview } from '../../../shared/tracking';
import { APPOINTMENT, dailyMedication, inviteMember } from '../../test/fixtures';
import { registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

async function caregiverInChicago() {
  ctx.clock.set('2026-03-02T15:00:00Z');
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/Chicago',
  });
  return caregiver;
}

describe('tracking', () => {
  it('logs one-tap entries with who and when, and explains what is wrong', async () => {
    const { agent } = await caregiverInChicago();
    const mood = await agent.post('/api/circle/tracking/entries', { kind: 'mood', value: 4 });
    expect(mood.statusCode).toBe(201);
    expect(mood.json()).toMatchObject({
      kind: 'mood',
      description: 'Good',
      loggedBy: 'Maria Lopez',
      recordedAt: '2026-03-02T15:00:00.000Z',
    });
    const fall = await agent.post('/api/circle/tracking/entries', {
      kind: 'falls',
      note: 'Slipped in the bathroom, no injury',
      recordedAt: '2026-03-02T03:10:00-06:00',
    });
    expect(fall.json()).toMatchObject({ description: 'Happened', value: 1 });

    const bad = (body: object) =>
      agent.post('/api/circle/tracking/entries', body).then((r) => r.json<{ message: string }>());
    expect(await bad({ kind: 'mood', value: 9 })).toEqual({
      message: 'Please choose one of the mood buttons',
    });
    expect(await bad({ kind: 'blood_pressure', value: 130, value2: 140 })).toEqual({
      message: 'The top number is usually the larger one. Please check the reading.',
    });
    expect(await bad({ kind: 'note' })).toEqual({ message: 'Please write a note' });
    expect(await bad({ kind: 'falls', recordedAt: '2026-03-03T15:00:00Z' })).toEqual({
      message: 'That time is still to come. Please choose when it happened.',
    });

    // A mistaken tap is taken back.
    const { id } = mood.json<{ id: string }>();
    expect((await agent.delete(`/api/circle/tracking/entries/${id}`)).statusCode).toBe(204);
    expect((await agent.delete(`/api/circle/tracking/entries/${id}`)).statusCode).toBe(404);
  });

  it('charts each measure per local day over 7, 30 or 90 days, with words for it', async () => {
    const { agent } = await caregiverInChicago();
    const log = (body: object) => agent.post('/api/circle/tracking/entries', body);
    // 11 PM in Chicago on March 1 is already March 2 in UTC: it belongs to March 1.
    await log({ kind: 'sleep', value: 6, recordedAt: '2026-03-01T23:00:00-06:00' });
    await log({ kind: 'sleep', value: 8, recordedAt: '2026-03-02T07:00:00-06:00' });
    await log({ kind: 'falls', recordedAt: '2026-02-27T10:00:00-06:00' });
    await log({ kind: 'falls', recordedAt: '2026-02-27T16:00:00-06:00' });
    await log({ kind: 'blood_pressure', value: 132, value2: 84 });
    await log({ kind: 'note', note: 'Asked for her mother twice' });

    const week = (await agent.get('/api/circle/tracking?days=7')).json<TrackingOverview>();
    expect(week).toMatchObject({ days: 7, from: '2026-02-24', to: '2026-03-02' });
    const sleep = week.series.find((s) => s.kind === 'sleep');
    expect(sleep?.points.slice(-2)).toEqual([
      { date: '2026-03-01', value: 6, value2: null, count: 1 },
      { date: '2026-03-02', value: 8, value2: null, count: 1 },
    ]);
    const falls = week.series.find((s) => s.kind === 'falls');
    expect(falls?.points.find((p) => p.date === '2026-02-27')).toMatchObject({
      value: 2,
      count: 2,
    });
    expect(week.series.map((s) => s.kind)).not.toContain('note');
    expect(week.entries[0]).toMatchObject({ kind: 'note', note: 'Asked for her mother twice' });
    expect(week.adherence).toBeNull();

    const quarter = (await agent.get('/api/circle/tracking?days=90')).json<TrackingOverview>();
    expect(quarter.series[0]?.points).toHaveLength(90);
    expect((await agent.get('/api/circle/tracking?days=12')).json()).toEqual({
      message: 'Please choose 7, 30 or 90 days',
    });
  });

  it('records where a fall happened, any injury and what happened next, for the doctor', async () => {
    const { agent } = await caregiverInChicago();
    const fall = await agent.post('/api/circle/tracking/entries', {
      kind: 'falls',
      fall: { place: 'Bathroom, by the bath', injury: 'hit_head', outcome: 'helped_up' },
      recordedAt: '2026-03-02T03:10:00-06:00',
    });
    expect(fall.statusCode).toBe(201);
    expect(fall.json()).toMatchObject({
      kind: 'falls',
      fall: { place: 'Bathroom, by the bath', injury: 'hit_head', outcome: 'helped_up' },
      description: 'Where: Bathroom, by the bath; Hit their head; Helped up',
    });
    const unknownInjury = await agent.post('/api/circle/tracking/entries', {
      kind: 'falls',
      fall: { injury: 'broken' },
    });
    expect(unknownInjury.json()).toEqual({ message: 'Please choose one of the injury buttons' });

    const report = (
      await agent.get('/api/circle/reports/doctor?from=2026-03-01&to=2026-03-02')
    ).json<DoctorReport>();
    expect(report.entries.map((entry) => entry.description)).toContain(
      'Where: Bathroom, by the bath; Hit their head; Helped up',
    );
    const csv = await agent.get('/api/circle/reports/tracking.csv?from=2026-03-01&to=2026-03-02');
    expect(csv.body).toContain(
      'Falls,"Where: Bathroom, by the bath; Hit their head; Helped up",1,',
    );
  });

  it('makes a doctor-visit report, a PDF and a spreadsheet for a date range', async () => {
    const { agent } = await caregiverInChicago();
    await agent.post('/api/circle/tracking/entries', {
      kind: 'mood',
      value: 2,
      note: '+ walked to the shop',
    });
    await agent.post('/api/circle/tracking/entries', {
      kind: 'agitation',
      value: 3,
      note: '=HYPERLINK("x") late afternoon',
    });
    await agent.post('/api/circle/appointments', APPOINTMENT);

    const report = (
      await agent.get('/api/circle/reports/doctor?from=2026-02-01&to=2026-03-02')
    ).json<DoctorReport>();
    expect(report).toMatchObject({
      recipientName: 'Rosa',
      medications: [],
      adherence: null,
      nextAppointment: {
        title: 'Memory clinic',
        questions: ['Is the new dose helping?', 'Should we try a sleep aid?'],
      },
    });
    expect(report.measures.map((m) => m.label)).toEqual(['Mood', 'Agitation']);
    expect(report.measures[0]?.summary).toContain('lowest Low');

    const pdf = await agent.get('/api/circle/reports/doctor.pdf?from=2026-02-01&to=2026-03-02');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const csv = await agent.get('/api/circle/reports/tracking.csv?from=2026-02-01&to=2026-03-02');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    // A byte-order mark first, so spreadsheets read the file as UTF-8.
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,time,what,value,reading,note,logged_by');
    // An ordinary note that starts with a plus sign is shown as written.
    expect(lines[1]).toBe('2026-03-02,9:00 AM,Mood,Low,2,+ walked to the shop,Maria Lopez');
    // Text a spreadsheet would run as a formula is defused.
    expect(lines[2]).toContain('"\'=HYPERLINK(""x"") late afternoon"');

    const backwards = await agent.get('/api/circle/reports/doctor?from=2026-03-02&to=2026-02-01');
    expect(backwards.json()).toEqual({
      message: 'The start date must be on or before the end date',
    });
    const byDefault = (await agent.get('/api/circle/reports/doctor')).json<DoctorReport>();
    expect(byDefault).toMatchObject({ from: '2026-02-01', to: '2026-03-02' });
  });

  it('shows medication adherence beside the charts, and current medicines in the report', async () => {
    const { agent } = await caregiverInChicago();
    // Added at 7 AM in Chicago; at 9 AM the 8:00 dose is logged as taken.
    ctx.clock.set('2026-03-02T13:00:00Z');
    await agent.post('/api/circle/medications', dailyMedication('Donepezil', ['08:00', '20:00']));
    ctx.clock.set('2026-03-02T15:00:00Z');
    const { doses } = (await agent.get('/api/circle/doses?date=2026-03-02')).json<{
      doses: { id: string; localTime: string }[];
    }>();
    const morning = doses.find((dose) => dose.localTime === '08:00');
    const logged = await agent.upload('POST', `/api/circle/doses/${morning?.id}/log`, {
      fields: { status: 'taken' },
    });
    expect(logged.statusCode).toBe(200);
    // The next day at 9 AM: the evening dose and the next morning's were never logged.
    ctx.clock.set('2026-03-03T15:00:00Z');
    await ctx.app.jobs.get('medication-sweep').runOnce();

    const overview = (await agent.get('/api/circle/tracking?days=7')).json<TrackingOverview>();
    expect(overview.adherence?.points.find((p) => p.date === '2026-03-02')).toEqual({
      date: '2026-03-02',
      taken: 1,
      due: 2,
    });
    const report = (
      await agent.get('/api/circle/reports/doctor?from=2026-03-01&to=2026-03-03')
    ).json<DoctorReport>();
    expect(report.medications).toEqual([
      { name: 'Donepezil 10 mg', dose: '1 tablet', schedule: 'daily at 8:00 AM and 8:00 PM' },
    ]);
    // Taken 1 of the 3 doses whose outcome is known; tonight's is still to come.
    expect(report.adherence?.takenPercent).toBe(33);
  });

  it('is for caregivers: family members cannot read or log', async () => {
    const caregiver = await caregiverInChicago();
    const sam = await inviteMember(ctx, caregiver.agent, 'family');
    expect((await sam.agent.get('/api/circle/tracking')).statusCode).toBe(403);
    expect(
      (await sam.agent.post('/api/circle/tracking/entries', { kind: 'falls' })).statusCode,
    ).toBe(403);
    expect((await sam.agent.get('/api/circle/reports/doctor.pdf')).statusCode).toBe(403);
  });
});
