import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  activitySessionInput,
  APPOINTMENT,
  type CircleFixture,
  createCircleFixture,
  dailyMedication,
  photoUpload,
} from './fixtures';
import { openEventStream } from './event-stream';
import { createTestApp, type HttpMethod, type TestContext } from './test-app';

/**
 * Who may call what, for every API route. Adding a route means adding one line here; the last
 * test fails while a documented route is missing.
 *
 * The people: nobody signed in, a staff member, the caregiver of circle B, and the family member
 * and caregiver of circle A, whose ids fill the paths. They call in that order, so a caregiver of
 * A changing something (removing the family member, say) cannot affect the others' answers.
 */
const ACTORS = ['anonymous', 'staff', 'caregiverB', 'familyA', 'caregiverA'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

const all = (s: number): Expected => ({
  anonymous: s,
  staff: s,
  caregiverB: s,
  familyA: s,
  caregiverA: s,
});
/** Any family account, in a circle or not. */
const signedIn = (s: number): Expected => ({ ...all(s), anonymous: 401, staff: 401 });
/** Acts on the caller's own circle: every member may. */
const member = signedIn;
/** Acts on the caller's own circle: caregivers only. */
const caregiver = (s: number): Expected => ({ ...signedIn(s), familyA: 403 });
/** Something of circle A, by id: circle B's caregiver must not even learn it exists. */
const memberOfA = (s: number): Expected => ({ ...signedIn(s), caregiverB: 404 });
const caregiverOfA = (s: number): Expected => ({ ...memberOfA(s), familyA: 403 });
const staffOnly = (s: number): Expected => ({ ...all(401), staff: s });

type Fill = (f: CircleFixture) => string;
interface Row {
  method: HttpMethod;
  /** The path as the API documents it, `{param}` and all. */
  path: string;
  params?: Record<string, Fill>;
  /** A JSON body, or one made from the fixture. */
  body?: object | ((f: CircleFixture) => object);
  upload?: 'photo';
  /** Text fields sent beside the photo. */
  fields?: Record<string, string>;
  /** A Server-Sent Events stream: opened over a socket, its status read, then closed. */
  isStream?: boolean;
  expected: Expected;
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const CONTACT = { name: 'Pat Neighbour', phone: '555-0142', relationship: 'Neighbour' };
const row = (
  method: HttpMethod,
  path: string,
  expected: Expected,
  extra: Partial<Row> = {},
): Row => ({
  method,
  path,
  expected,
  ...extra,
});

const MATRIX: Row[] = [
  row('GET', '/api/health', all(200)),
  row('GET', '/api/config', all(200)),
  row('POST', '/api/auth/register', all(400), { body: {} }),
  row('POST', '/api/auth/login', all(400), { body: {} }),
  row('GET', '/api/auth/user', signedIn(200)),
  row('POST', '/api/auth/logout', all(204)),
  // Signed-out flows: whoever holds the emailed link may use it; an unknown one is gone.
  row('POST', '/api/auth/password-reset/request', all(400), { body: {} }),
  row('POST', '/api/auth/password-reset/check', all(410), { body: { token: 'unknown' } }),
  row('POST', '/api/auth/password-reset', all(400), { body: {} }),
  row('POST', '/api/auth/email/confirm', all(410), { body: { token: 'unknown' } }),
  row('GET', '/api/user/onboarding-status', signedIn(200)),
  row('POST', '/api/user/complete-onboarding', signedIn(200)),
  row('POST', '/api/user/skip-onboarding', signedIn(200)),
  row('POST', '/api/chat', all(400), { body: { message: '' } }),
  row('POST', '/api/contact-request', all(400), { body: {} }),
  row('POST', '/api/staff/login', all(400), { body: {} }),
  row('POST', '/api/staff/login/code', all(400), { body: {} }),
  row('GET', '/api/staff/me', staffOnly(200)),
  row('GET', '/api/staff/contact-requests', staffOnly(200)),
  row('GET', '/api/staff/contact-requests/{id}', staffOnly(404)),
  row('POST', '/api/staff/contact-requests/{id}/claim', staffOnly(404)),
  row('POST', '/api/staff/contact-requests/{id}/notes', staffOnly(404), {
    body: { body: 'A note' },
  }),
  row('POST', '/api/staff/contact-requests/{id}/status', staffOnly(404), {
    body: { status: 'resolved' },
  }),
  row('GET', '/api/staff/outbox', staffOnly(200)),

  // Care circles
  row('GET', '/api/circle', member(200)),
  row('GET', '/api/circles', signedIn(200)),
  row('POST', '/api/circles', signedIn(201), { body: {} }),
  row('POST', '/api/circles/current', memberOfA(200), { body: (f) => ({ circleId: f.circleA }) }),
  row('GET', '/api/circle/members', member(200)),
  row('PATCH', '/api/circle/members/{userId}', caregiverOfA(200), {
    params: { userId: (f) => f.familyA.user.id },
    body: { role: 'family' },
  }),
  row('DELETE', '/api/circle/members/{userId}', caregiverOfA(200), {
    params: { userId: (f) => f.familyA.user.id },
  }),
  // The only caregiver of a circle cannot leave it.
  row('POST', '/api/circle/leave', { ...member(409), familyA: 204 }),
  row('GET', '/api/circle/invitations', caregiver(200)),
  row('POST', '/api/circle/invitations', caregiver(201), {
    body: () => ({ email: `new.${Math.random()}@example.com`, role: 'family' }),
  }),
  row('DELETE', '/api/circle/invitations/{id}', caregiverOfA(204), {
    params: { id: (f) => f.invitationId },
  }),
  row('GET', '/api/invitations/{code}', all(200), { params: { code: (f) => f.invitationCode } }),
  // Sent to circle B's caregiver, who uses it first; the code works once, everyone after is refused.
  row(
    'POST',
    '/api/invitations/accept',
    { ...signedIn(409), caregiverB: 200 },
    { body: (f) => ({ code: f.invitationCode }) },
  ),
  row('GET', '/api/circle/recipient', member(200)),
  row('PATCH', '/api/circle/recipient', caregiver(200), { body: { primaryLanguage: 'English' } }),
  row('PUT', '/api/circle/recipient/photo', caregiver(200), { upload: 'photo' }),
  row('DELETE', '/api/circle/recipient/photo', caregiver(200)),
  row('GET', '/api/images/{id}', memberOfA(200), { params: { id: (f) => f.imageId } }),
  row('GET', '/api/circle/audit', caregiver(200)),
  row('GET', '/api/circle/export', caregiver(200)),

  // Emergencies
  row('GET', '/api/circle/emergency-contacts', member(200)),
  row('POST', '/api/circle/emergency-contacts', caregiver(201), { body: CONTACT }),
  row('PUT', '/api/circle/emergency-contacts/{id}', caregiverOfA(200), {
    params: { id: (f) => f.contactId },
    body: CONTACT,
  }),
  row('DELETE', '/api/circle/emergency-contacts/{id}', caregiverOfA(204), {
    params: { id: (f) => f.contactId },
  }),
  // Circle B has no contacts, so circle A's id is not in its list.
  row('PUT', '/api/circle/emergency-contacts-order', caregiverOfA(200), {
    body: (f) => ({ ids: [f.contactId] }),
  }),
  row('GET', '/api/circle/emergency-profile', member(200)),
  row('PATCH', '/api/circle/emergency-profile', caregiver(200), { body: { bloodType: 'O+' } }),
  row('GET', '/api/circle/emergency-links', caregiver(200)),
  row('POST', '/api/circle/emergency-links', caregiver(201), { body: { days: 30 } }),
  row('DELETE', '/api/circle/emergency-links/{id}', caregiverOfA(204), {
    params: { id: (f) => f.emergencyLinkId },
  }),
  row('GET', '/api/circle/locations', member(200)),
  row('POST', '/api/circle/locations/mine', member(200), { body: { duration: 'hour' } }),
  row('PUT', '/api/circle/locations/mine', member(409), {
    body: { latitude: 40.7, longitude: -74, accuracyMeters: 20 },
  }),
  row('DELETE', '/api/circle/locations/mine', member(204)),

  // Crisis alerts (any member may send, answer and close one)
  row('POST', '/api/crisis-alerts', member(201), {
    body: () => ({ clientRequestId: crypto.randomUUID(), type: 'fall' }),
  }),
  row('GET', '/api/crisis-alerts', member(200)),
  row('GET', '/api/crisis-alerts/{id}', memberOfA(200), { params: { id: (f) => f.crisisAlertId } }),
  row('POST', '/api/crisis-alerts/{id}/answer', memberOfA(200), {
    params: { id: (f) => f.crisisAlertId },
    body: { answer: 'calling' },
  }),
  // The first member to close it closes it; after that it is already closed.
  row(
    'POST',
    '/api/crisis-alerts/{id}/resolve',
    { ...memberOfA(409), familyA: 200 },
    { params: { id: (f) => f.crisisAlertId }, body: { note: 'All fine' } },
  ),

  // Appointments and calendar feeds
  row('GET', '/api/circle/appointments', member(200)),
  row('POST', '/api/circle/appointments', caregiver(201), { body: APPOINTMENT }),
  row('GET', '/api/circle/appointments/{id}', memberOfA(200), {
    params: { id: (f) => f.appointmentId },
  }),
  row('PUT', '/api/circle/appointments/{id}', caregiverOfA(200), {
    params: { id: (f) => f.appointmentId },
    body: APPOINTMENT,
  }),
  row('POST', '/api/circle/appointments/{id}/cancel', caregiverOfA(200), {
    params: { id: (f) => f.appointmentId },
  }),
  row('POST', '/api/circle/appointments/{id}/restore', caregiverOfA(200), {
    params: { id: (f) => f.appointmentId },
  }),
  row('PUT', '/api/circle/appointments/{id}/notes', caregiverOfA(200), {
    params: { id: (f) => f.appointmentId },
    upload: 'photo',
  }),
  row('GET', '/api/circle/appointments/{id}/calendar.ics', memberOfA(200), {
    params: { id: (f) => f.appointmentId },
  }),
  row('GET', '/api/circle/calendar-feed', member(200)),
  row('POST', '/api/circle/calendar-feed', member(201)),
  // Only circle A's caregiver has a feed to turn off.
  row('DELETE', '/api/circle/calendar-feed', { ...member(404), caregiverA: 204 }),
  // The feed's secret address is the key: no sign-in, and it works for whoever holds it.
  row('GET', '/api/calendar/{token}/appointments.ics', all(200), {
    params: { token: (f) => f.calendarFeedToken },
  }),

  // The family task hub (circle A's task is the family member's)
  row('GET', '/api/circle/tasks', member(200)),
  row('POST', '/api/circle/tasks', caregiver(201), { body: { title: 'Call the pharmacy' } }),
  row('GET', '/api/circle/tasks/{id}', memberOfA(200), { params: { id: (f) => f.taskId } }),
  row('PUT', '/api/circle/tasks/{id}', caregiverOfA(200), {
    params: { id: (f) => f.taskId },
    body: { title: 'Pick up all prescriptions' },
  }),
  row('DELETE', '/api/circle/tasks/{id}', caregiverOfA(204), { params: { id: (f) => f.taskId } }),
  row('POST', '/api/circle/tasks/{id}/assign', caregiverOfA(200), {
    params: { id: (f) => f.taskId },
    body: { assigneeUserId: null },
  }),
  row('POST', '/api/circle/tasks/{id}/claim', memberOfA(200), { params: { id: (f) => f.taskId } }),
  row('POST', '/api/circle/tasks/{id}/status', memberOfA(200), {
    params: { id: (f) => f.taskId },
    body: { status: 'scheduled' },
  }),
  row('POST', '/api/circle/tasks/{id}/complete', memberOfA(200), {
    params: { id: (f) => f.taskId },
  }),
  row('POST', '/api/circle/tasks/{id}/reopen', memberOfA(200), {
    params: { id: (f) => f.taskId },
  }),
  row('POST', '/api/circle/tasks/{id}/comments', memberOfA(201), {
    params: { id: (f) => f.taskId },
    body: { body: 'On my way to the pharmacy' },
  }),

  // Tracking and the doctor-visit report: caregivers
  row('GET', '/api/circle/tracking', caregiver(200)),
  row('POST', '/api/circle/tracking/entries', caregiver(201), { body: { kind: 'falls' } }),
  row('DELETE', '/api/circle/tracking/entries/{id}', caregiverOfA(204), {
    params: { id: (f) => f.trackingEntryId },
  }),
  row('GET', '/api/circle/reports/doctor', caregiver(200)),
  row('GET', '/api/circle/reports/doctor.pdf', caregiver(200)),
  row('GET', '/api/circle/reports/tracking.csv', caregiver(200)),

  // The games' settings and the family's log: the circle is in the path
  row('GET', '/api/circles/{circleId}/activities/settings', memberOfA(200), {
    params: { circleId: (f) => f.circleA },
  }),
  row('PUT', '/api/circles/{circleId}/activities/settings', caregiverOfA(200), {
    params: { circleId: (f) => f.circleA },
    body: {
      difficulty: {
        'photo-matching': 3,
        'word-recall': null,
        'sequence-memory': null,
        'picture-naming': null,
      },
      speech: { voice: null, rate: 0.8 },
    },
  }),
  row('POST', '/api/circles/{circleId}/activities/sessions', memberOfA(201), {
    params: { circleId: (f) => f.circleA },
    body: () => activitySessionInput(ctx.clock.now(), { game: 'word-recall', difficulty: 2 }),
  }),
  // Recorded by circle A's caregiver: the family member may answer only for their own sessions.
  row('PATCH', '/api/circles/{circleId}/activities/sessions/{sessionId}', caregiverOfA(200), {
    params: { circleId: (f) => f.circleA, sessionId: (f) => f.activitySessionId },
    body: { enjoyment: 'enjoyed' },
  }),
  row('GET', '/api/circles/{circleId}/activities/sessions', memberOfA(200), {
    params: { circleId: (f) => f.circleA },
  }),

  // The wellness centre: each person's own, never the circle's nor staff's (decision 036). The
  // self-check is the family member's of circle A: everyone else is told it does not exist.
  row('GET', '/api/wellness/self-checks', signedIn(200)),
  row('POST', '/api/wellness/self-checks', signedIn(201), {
    body: { answers: Array.from({ length: 16 }, () => false), stress: 2, health: 2 },
  }),
  row(
    'GET',
    '/api/wellness/self-checks/{id}',
    { ...signedIn(404), staff: 404, familyA: 200 },
    { params: { id: (f) => f.selfCheckId } },
  ),
  row(
    'DELETE',
    '/api/wellness/self-checks/{id}',
    { ...signedIn(404), staff: 404, familyA: 204 },
    { params: { id: (f) => f.selfCheckId } },
  ),
  row('DELETE', '/api/wellness/self-checks', signedIn(204)),
  row('GET', '/api/circle/respite-plan', member(200)),
  row('PUT', '/api/circle/respite-plan/notes', caregiver(200), { body: { notes: 'Naps at 1' } }),
  row('POST', '/api/circle/respite-plan/helpers', caregiver(201), {
    body: { memberUserId: null, name: 'Pat Neighbour' },
  }),
  row('DELETE', '/api/circle/respite-plan/helpers/{id}', caregiverOfA(404), {
    params: { id: () => SOME_ID },
  }),
  row('GET', '/api/wellness/settings', signedIn(200)),
  row('PUT', '/api/wellness/settings', signedIn(200), {
    body: { zipCode: '60614', reminder: { isOn: true, time: '19:00' } },
  }),

  // The dashboard: every member (family members see fewer sections)
  row('GET', '/api/circle/dashboard', member(200)),
  row('POST', '/api/circle/dashboard/seen', member(204)),

  // Account settings
  row('GET', '/api/account', signedIn(200)),
  row('PATCH', '/api/account/profile', signedIn(200), { body: { name: 'New Name' } }),
  row('POST', '/api/account/email/confirmation', signedIn(200)),
  row('POST', '/api/account/email', signedIn(400), {
    body: { newEmail: 'new@example.com', currentPassword: 'not the password' },
  }),
  row('DELETE', '/api/account/email', signedIn(204)),
  row('POST', '/api/account/password', signedIn(400), {
    body: { currentPassword: 'not the password', newPassword: 'a new password' },
  }),
  row('GET', '/api/account/sessions', signedIn(200)),
  row('DELETE', '/api/account/sessions/{id}', signedIn(404)),
  row('POST', '/api/account/sessions/sign-out-others', signedIn(204)),
  row('PUT', '/api/account/preferences', signedIn(200), { body: { largeText: true } }),
  row('POST', '/api/account/deletion', signedIn(400), {
    body: { currentPassword: 'not the password' },
  }),
  row('DELETE', '/api/account/deletion', signedIn(200)),

  // Notifications and live updates: each person's own
  row('GET', '/api/notifications', signedIn(200)),
  row('GET', '/api/notifications/unread-count', signedIn(200)),
  row('POST', '/api/notifications/{id}/read', signedIn(404)),
  row('POST', '/api/notifications/read-all', signedIn(204)),
  row('GET', '/api/notifications/preferences', signedIn(200)),
  row('PUT', '/api/notifications/preferences', signedIn(200), {
    body: {
      kinds: {},
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      timeZone: 'America/Chicago',
    },
  }),
  row('GET', '/api/notifications/push', signedIn(200)),
  row('POST', '/api/notifications/push/subscriptions', signedIn(204), {
    body: () => ({
      endpoint: `https://push.example/${Math.random()}`,
      keys: { p256dh: 'BKey', auth: 'secret' },
    }),
  }),
  row('POST', '/api/notifications/push/unsubscribe', signedIn(204), {
    body: { endpoint: 'https://push.example/none' },
  }),
  row('GET', '/api/events', signedIn(200), { isStream: true }),

  // Medications: members see them and log doses; caregivers change regimens
  row('GET', '/api/medications', member(200)),
  row('POST', '/api/medications', caregiver(201), { body: dailyMedication('Memantine') }),
  row('GET', '/api/medications/{id}', memberOfA(200), { params: { id: (f) => f.medicationId } }),
  row('PUT', '/api/medications/{id}', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
    body: dailyMedication('Donepezil', ['09:00']),
  }),
  row('POST', '/api/medications/{id}/pause', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
  }),
  row('POST', '/api/medications/{id}/resume', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
  }),
  row('POST', '/api/medications/{id}/stop', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
  }),
  row('PUT', '/api/medications/{id}/photo', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
    upload: 'photo',
  }),
  row('PUT', '/api/medications/{id}/stock', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
    body: { pillsOnHand: 60 },
  }),
  row('POST', '/api/medications/{id}/doses', memberOfA(201), {
    params: { id: (f) => f.asNeededMedicationId },
    upload: 'photo',
  }),
  row('GET', '/api/doses', member(200)),
  // The family member logs the dose first; after that it is already logged.
  row(
    'POST',
    '/api/doses/{id}/log',
    { ...memberOfA(200), caregiverA: 409 },
    { params: { id: (f) => f.doseId }, upload: 'photo', fields: { status: 'taken' } },
  ),
  row('GET', '/api/medications/settings', member(200)),
  row('PUT', '/api/medications/settings', caregiver(200), {
    body: { reminderLeadMinutes: 10, graceMinutes: 45, repeatEveryMinutes: null },
  }),
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const agentOf = (f: CircleFixture, actor: Actor) => {
  switch (actor) {
    case 'anonymous':
      return f.anonymous;
    case 'staff':
      return f.staff.agent;
    case 'caregiverB':
      return f.caregiverB.agent;
    case 'familyA':
      return f.familyA.agent;
    case 'caregiverA':
      return f.caregiverA.agent;
  }
};

it.each(MATRIX.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_, r) => {
  // Fresh people and a fresh circle for every route, so no row can affect another.
  const f = await createCircleFixture(ctx);
  const path = r.path.replace(
    /\{(\w+)\}/g,
    (_match, name: string) => r.params?.[name]?.(f) ?? SOME_ID,
  );
  const actual: Partial<Expected> = {};
  for (const actor of ACTORS) {
    if (r.isStream) {
      const stream = await openEventStream(ctx.app, agentOf(f, actor).cookie, path);
      stream.close();
      actual[actor] = stream.status;
      continue;
    }
    const body = typeof r.body === 'function' ? r.body(f) : r.body;
    const response = await agentOf(f, actor).request(r.method, path, {
      ...(body !== undefined ? { body } : {}),
      ...(r.upload ? { upload: { ...(await photoUpload()), fields: r.fields ?? {} } } : {}),
    });
    actual[actor] = response.statusCode;
  }
  expect(actual).toEqual(r.expected);
});

it('covers every documented API route', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const covered = MATRIX.map((r) => `${r.method} ${r.path}`);
  expect(documented.filter((route) => !covered.includes(route))).toEqual([]);
  expect(covered.filter((route) => !documented.includes(route))).toEqual([]);
});
