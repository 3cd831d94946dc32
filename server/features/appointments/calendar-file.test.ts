import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT, inviteMember } from '../../test/fixtures';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

/** Text people really type, and text that breaks calendar files written carelessly. */
const HOSTILE_NAME = 'Rosa "Nana"; López, \\ 👵🏽\nEND:VCALENDAR';
// (node-ical 0.26 reads an escaped backslash followed by "n" as a line break, so "\\n" is avoided.)
const HOSTILE_TITLE =
  'Cardiology, follow-up; bring C:\\Care\\Docs\r\nX-INJECTED:yes\nBEGIN:VEVENT — 🩺 ' +
  'ask about the new tablets and the swollen ankles again ÄÖÜ ß 日本語';

/** Every line of the file, unfolded, as RFC 5545 section 3.1 reads it. */
const contentLines = (file: string) => file.replace(/\r\n[ \t]/g, '').split('\r\n');

// X-WR-CALNAME is TEXT wherever calendars read it; ical.js leaves unknown properties unescaped.
ICAL.design.defaultSet.property['x-wr-calname'] = { defaultType: 'text' };

function parseWithIcalJs(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

function parseWithNodeIcal(file: string) {
  const items = Object.values(nodeIcal.sync.parseICS(file)).filter((item) => item !== undefined);
  const events = items.filter((item): item is VEvent => item.type === 'VEVENT');
  const calendar = items.find((item) => item.type === 'VCALENDAR') as
    { 'WR-CALNAME'?: string } | undefined;
  return { name: calendar?.['WR-CALNAME'], events };
}

/** Every line at most 75 octets; CRLF line ends, the last one too; no bare CR or LF. */
function expectWellFormed(file: string) {
  expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of file.slice(0, -2).split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines = contentLines(file);
  expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
  expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
  expect(lines.some((line) => line.startsWith('X-INJECTED'))).toBe(false);
  // Calendar properties come before the first component (RFC 5545 section 3.4).
  const firstComponent = lines.findIndex((line, index) => index > 0 && line.startsWith('BEGIN:'));
  const calendarProperties = ['X-WR-CALNAME', 'NAME', 'REFRESH-INTERVAL', 'X-PUBLISHED-TTL'];
  for (const property of calendarProperties) {
    const index = lines.findIndex((line) => line.split(/[:;]/)[0] === property);
    if (index !== -1) expect(index, property).toBeLessThan(firstComponent);
  }
}

async function hostileCircle() {
  ctx.clock.set('2026-03-02T15:00:00Z');
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: HOSTILE_NAME,
    timeZone: 'America/Chicago',
  });
  const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const created = await caregiver.agent.post('/api/circle/appointments', {
    ...APPOINTMENT,
    title: HOSTILE_TITLE.slice(0, 120),
  });
  expect(created.statusCode).toBe(201);
  const { id, title } = created.json<{ id: string; title: string }>();
  return { caregiver, family, id, title };
}

describe('calendar files', () => {
  it('keep titles and names with newlines, commas, semicolons, backslashes and emoji intact', async () => {
    const { family, id, title } = await hostileCircle();
    const { url } = (await family.agent.post('/api/circle/calendar-feed')).json<{ url: string }>();
    const feed = (await createAgent(ctx.app).get(new URL(url).pathname)).body;
    const single = (await family.agent.get(`/api/circle/appointments/${id}/calendar.ics`)).body;
    const savedName = HOSTILE_NAME.trim();

    // Calendar text has one kind of line break: a CRLF typed in a title arrives as a newline.
    const summary = `${savedName}: ${title}`.replace(/\r\n?/g, '\n');
    for (const [file, name] of [
      [feed, `${savedName}’s appointments`],
      [single, title.replace(/\r\n?/g, '\n')],
    ] as const) {
      expectWellFormed(file);
      const icalJs = parseWithIcalJs(file);
      expect(icalJs.name).toBe(name);
      expect(icalJs.events.map((event) => event.summary)).toEqual([summary]);
      expect(icalJs.events[0]?.startDate.toString()).toBe('2026-03-10T09:00:00');
      const other = parseWithNodeIcal(file);
      expect(other.name).toBe(name);
      expect(other.events.map((event) => event.summary)).toEqual([summary]);
      expect(other.events[0]?.start?.toISOString()).toBe('2026-03-10T14:00:00.000Z');
    }
  });

  it('tell calendars an appointment moved by raising its SEQUENCE, and only then', async () => {
    const { caregiver, family, id } = await hostileCircle();
    const sequenceOf = async () => {
      const file = (await family.agent.get(`/api/circle/appointments/${id}/calendar.ics`)).body;
      return parseWithIcalJs(file).events[0]?.sequence;
    };
    expect(await sequenceOf()).toBe(0);

    await caregiver.agent.put(`/api/circle/appointments/${id}`, {
      ...APPOINTMENT,
      title: 'Memory clinic',
    });
    expect(await sequenceOf()).toBe(0);

    await caregiver.agent.put(`/api/circle/appointments/${id}`, {
      ...APPOINTMENT,
      title: 'Memory clinic',
      startTime: '11:00',
      endTime: '12:00',
    });
    expect(await sequenceOf()).toBe(1);

    await caregiver.agent.put(`/api/circle/appointments/${id}`, {
      ...APPOINTMENT,
      title: 'Memory clinic',
      date: '2026-03-11',
      startTime: '11:00',
      endTime: '12:00',
    });
    expect(await sequenceOf()).toBe(2);

    await caregiver.agent.put(`/api/circle/appointments/${id}`, {
      ...APPOINTMENT,
      title: 'Memory clinic',
      date: '2026-03-11',
      startTime: '11:00',
      endTime: '12:30',
    });
    expect(await sequenceOf()).toBe(3);
  });
});
