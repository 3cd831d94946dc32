import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  activitySessionInput,
  APPOINTMENT,
  type CircleFixture,
  createCircleFixture,
  createStaffSet,
  dailyMedication,
  photoUpload,
  recordingUpload,
  type StaffSet,
} from './fixtures';
import { openEventStream } from './event-stream';
import { createTestApp, type HttpMethod, TEST_ORIGIN, type TestContext } from './test-app';

/**
 * Who may call what, for every API route. Adding a route means adding one line here; the last
 * test fails while a documented route is missing.
 *
 * The people: nobody signed in, a staff member of each role, the caregiver of circle B, and the
 * family member and caregiver of circle A, whose ids fill the paths. They call in that order, so a
 * caregiver of A changing something (removing the family member, say) cannot affect the others'
 * answers, and an admin acting on a specialist's account comes after the specialist's own call.
 */
const STAFF_ACTORS = ['specialist', 'moderator', 'expert', 'admin'] as const;
const ACTORS = ['anonymous', ...STAFF_ACTORS, 'caregiverB', 'familyA', 'caregiverA'] as const;
type Actor = (typeof ACTORS)[number];
/**
 * A refusal that needs the thing loaded first (its circle, its author, its owner): the route reads
 * the input before it, so the second pass below does not send this person junk.
 */
interface AfterLoading {
  afterLoading: number;
}
type Status = number | AfterLoading;
type Expected = Record<Actor, Status>;
const afterLoading = (status: number): AfterLoading => ({ afterLoading: status });
const statusOf = (status: Status) => (typeof status === 'number' ? status : status.afterLoading);

const all = (s: Status): Expected =>
  Object.fromEntries(ACTORS.map((actor) => [actor, s])) as Expected;
const everyStaffRole = (s: Status) =>
  Object.fromEntries(STAFF_ACTORS.map((actor) => [actor, s])) as Record<
    (typeof STAFF_ACTORS)[number],
    Status
  >;
/** Any family account, in a circle or not. */
const signedIn = (s: Status): Expected => ({ ...all(s), anonymous: 401, ...everyStaffRole(401) });
/** Acts on the caller's own circle: every member may. */
const member = signedIn;
/** Acts on the caller's own circle: caregivers only. */
const caregiver = (s: Status): Expected => ({ ...signedIn(s), familyA: 403 });
/** Something of circle A, by id: circle B's caregiver must not even learn it exists. */
const memberOfA = (s: Status): Expected => ({ ...signedIn(s), caregiverB: afterLoading(404) });
const caregiverOfA = (s: Status): Expected => ({ ...memberOfA(s), familyA: 403 });
/** Changed by whoever added it (circle A's caregiver here) or a caregiver. */
const adderOfA = (s: Status): Expected => ({ ...memberOfA(s), familyA: afterLoading(403) });
/** Circle A named in the path (decision 034): another circle is told so before anything else. */
const memberOfCircleA = (s: Status): Expected => ({ ...signedIn(s), caregiverB: 404 });
const caregiverOfCircleA = (s: Status): Expected => ({ ...memberOfCircleA(s), familyA: 403 });
/** Any staff role; family accounts and visitors get 401. */
const staffOnly = (s: Status): Expected => ({ ...all(401), ...everyStaffRole(s) });
/** The consultation desk: care specialists and admins (staff.policy.ts). */
const deskStaff = (s: Status): Expected => ({ ...staffOnly(s), moderator: 403, expert: 403 });
/** The community's moderation queue: moderators and admins. */
const moderators = (s: Status): Expected => ({ ...staffOnly(403), moderator: s, admin: s });
/** Expert questions, private ones too: experts, moderators and admins read them (decision 049). */
const questionStaff = (s: Status): Expected => ({ ...staffOnly(s), specialist: 403 });
/** Answering expert questions: experts only. */
const experts = (s: Status): Expected => ({ ...staffOnly(403), expert: s });
/** Caregiver A's private question: only A sees it; A's own family member does not. */
const askerA = (s: Status): Expected => ({ ...signedIn(afterLoading(404)), caregiverA: s });
/** The console's admin screens: admins only. */
const adminOnly = (s: Status): Expected => ({
  ...staffOnly(403),
  admin: s,
});

type Fill = (f: CircleFixture) => string;
interface Row {
  method: HttpMethod;
  /** The path as the API documents it, `{param}` and all. */
  path: string;
  params?: Record<string, Fill>;
  /** A query string added to the path, `?q=…`. */
  query?: string;
  /** A JSON body, or one made from the fixture. */
  body?: object | ((f: CircleFixture) => object);
  upload?: 'photo' | 'recording';
  /** Text fields sent beside the file. */
  fields?: Record<string, string>;
  /** A Server-Sent Events stream: opened over a socket, its status read, then closed. */
  isStream?: boolean;
  /** The row changes a staff member's account or session: it gets staff of its own. */
  freshStaff?: boolean;
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
  row('GET', '/api/health/live', all(200)),
  row('GET', '/api/health/ready', all(200)),
  // Only for the bearer of METRICS_TOKEN; the tests configure none, so it does not exist.
  row('GET', '/metrics', all(404)),
  row('GET', '/api/config', all(200)),
  row('POST', '/api/auth/register', all(400), { body: {} }),
  row('POST', '/api/auth/login', all(400), { body: {} }),
  row('GET', '/api/auth/user', signedIn(200)),
  // Staff sign out here too: the row has staff of its own.
  row('POST', '/api/auth/logout', all(204), { freshStaff: true }),
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
  row('GET', '/api/staff/contact-requests', deskStaff(200)),
  row('GET', '/api/staff/contact-requests/{id}', deskStaff(afterLoading(404))),
  row('POST', '/api/staff/contact-requests/{id}/claim', deskStaff(afterLoading(404))),
  row('POST', '/api/staff/contact-requests/{id}/notes', deskStaff(afterLoading(404)), {
    body: { body: 'A note' },
  }),
  row('POST', '/api/staff/contact-requests/{id}/status', deskStaff(afterLoading(404)), {
    body: { status: 'resolved' },
  }),
  row('GET', '/api/staff/outbox', deskStaff(200)),
  // The staff console's admin screens
  row('GET', '/api/staff/console/families', adminOnly(200)),
  row('GET', '/api/staff/console/figures', adminOnly(200)),
  row('GET', '/api/staff/console/vitals', adminOnly(200)),
  // Speed figures name no one: anyone's browser may send them (decision 044).
  row('POST', '/api/vitals', all(204), {
    body: {
      samples: [
        {
          name: 'LCP',
          value: 1500,
          route: '/',
          device: 'mobile',
          connection: '4g',
          signedIn: false,
        },
      ],
    },
  }),
  row('POST', '/api/staff/console/people/lookup', adminOnly(200), {
    body: (f) => ({ email: f.familyA.input.email }),
  }),
  row('POST', '/api/staff/console/invitations/{id}/resend', adminOnly(200), {
    params: { id: (f) => f.invitationId },
  }),
  row('POST', '/api/staff/console/people/{userId}/password-reset', adminOnly(200), {
    params: { userId: (f) => f.familyA.user.id },
  }),
  row('POST', '/api/staff/console/people/{userId}/sessions/end', adminOnly(200), {
    params: { userId: (f) => f.caregiverB.user.id },
  }),
  row('GET', '/api/staff/console/staff', adminOnly(200)),
  row('POST', '/api/staff/console/staff', adminOnly(201), {
    body: () => ({
      name: 'New Specialist',
      email: `new.staff.${Math.random()}@kinwell.example`,
      role: 'specialist',
      password: 'a long staff password',
    }),
  }),
  // The admin switches the specialist off, after the specialist's own call.
  row('POST', '/api/staff/console/staff/{id}/disable', adminOnly(200), {
    freshStaff: true,
    params: { id: (f) => f.staff.specialist.staff.id },
  }),
  row('GET', '/api/staff/system', adminOnly(200)),

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
  row('POST', '/api/circle/crisis-alerts', member(201), {
    body: () => ({ clientRequestId: crypto.randomUUID(), type: 'fall' }),
  }),
  row('GET', '/api/circle/crisis-alerts', member(200)),
  row('GET', '/api/circle/crisis-alerts/{id}', memberOfA(200), {
    params: { id: (f) => f.crisisAlertId },
  }),
  row('POST', '/api/circle/crisis-alerts/{id}/answer', memberOfA(200), {
    params: { id: (f) => f.crisisAlertId },
    body: { answer: 'calling' },
  }),
  // The first member to close it closes it; after that it is already closed.
  row(
    'POST',
    '/api/circle/crisis-alerts/{id}/resolve',
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
  row('DELETE', '/api/circle/calendar-feed', { ...member(afterLoading(404)), caregiverA: 204 }),
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

  // The care plan: everyone reads it, caregivers change it (an item of circle A is by id)
  row('GET', '/api/circle/care-plan', member(200)),
  // The PDF of circle A's plan; circle B has none, so its caregiver learns nothing (404)
  row('GET', '/api/circle/care-plan/pdf', memberOfA(200)),
  row('POST', '/api/circle/care-plan/template', caregiver(200), {
    body: { stage: 'early', items: [{ key: 'routine-day', rhythm: 'once' }] },
  }),
  row('PATCH', '/api/circle/care-plan', caregiver(200), { body: { notes: 'Rosa likes mornings' } }),
  row('POST', '/api/circle/care-plan/review', caregiver(200)),
  row('POST', '/api/circle/care-plan/items', caregiver(201), {
    body: { section: 'goals', title: 'Keep Sunday lunch with the family' },
  }),
  row('PATCH', '/api/circle/care-plan/items/{id}', caregiverOfA(200), {
    params: { id: (f) => f.carePlanItemId },
    body: { archived: true },
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
  row('GET', '/api/circles/{circleId}/activities/settings', memberOfCircleA(200), {
    params: { circleId: (f) => f.circleA },
  }),
  row('PUT', '/api/circles/{circleId}/activities/settings', caregiverOfCircleA(200), {
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
  row('POST', '/api/circles/{circleId}/activities/sessions', memberOfCircleA(201), {
    params: { circleId: (f) => f.circleA },
    body: () => activitySessionInput(ctx.clock.now(), { game: 'word-recall', difficulty: 2 }),
  }),
  // Recorded by circle A's caregiver: the family member may answer only for their own sessions.
  row(
    'PATCH',
    '/api/circles/{circleId}/activities/sessions/{sessionId}',
    { ...caregiverOfCircleA(200), familyA: afterLoading(403) },
    {
      params: { circleId: (f) => f.circleA, sessionId: (f) => f.activitySessionId },
      body: { enjoyment: 'enjoyed' },
    },
  ),
  row('GET', '/api/circles/{circleId}/activities/sessions', memberOfCircleA(200), {
    params: { circleId: (f) => f.circleA },
  }),
  // The family's pictures for the games: every member reads them; caregivers make sequences
  // (decision 056). The photos named here are not the circle's, so a caregiver of A is told so.
  row('GET', '/api/circles/{circleId}/activities/pictures', memberOfCircleA(200), {
    params: { circleId: (f) => f.circleA },
  }),
  row('POST', '/api/circles/{circleId}/activities/sequences', caregiverOfCircleA(400), {
    params: { circleId: (f) => f.circleA },
    body: {
      title: 'Making Sunday pancakes',
      steps: [1, 2, 3].map((n) => ({
        photoId: `00000000-0000-4000-8000-00000000000${n}`,
        label: `Step ${n}`,
      })),
    },
  }),
  row(
    'PUT',
    '/api/circles/{circleId}/activities/sequences/{sequenceId}',
    caregiverOfCircleA(afterLoading(404)),
    {
      params: { circleId: (f) => f.circleA, sequenceId: () => SOME_ID },
      body: {
        title: 'Making Sunday pancakes',
        steps: [1, 2, 3].map((n) => ({
          photoId: `00000000-0000-4000-8000-00000000000${n}`,
          label: `Step ${n}`,
        })),
      },
    },
  ),
  row(
    'DELETE',
    '/api/circles/{circleId}/activities/sequences/{sequenceId}',
    caregiverOfCircleA(afterLoading(404)),
    {
      params: { circleId: (f) => f.circleA, sequenceId: () => SOME_ID },
    },
  ),

  // Memory support's music: every member reads it and adds songs and notes; a song is changed by
  // whoever added it (circle A's caregiver here) or a caregiver (decision 046).
  row('GET', '/api/circle/music', member(200)),
  row('PUT', '/api/circle/music/settings', member(200), {
    body: { service: 'spotify', eraFrom: 1950 },
  }),
  row('POST', '/api/circle/music/songs', member(201), {
    body: { title: 'Moon River', artist: 'Henry Mancini', year: 1961 },
  }),
  row('PUT', '/api/circle/music/songs/{id}', adderOfA(200), {
    params: { id: (f) => f.musicSongId },
    body: { title: 'Danny Boy', artist: 'Grandpa Joe', year: 1962 },
  }),
  row('DELETE', '/api/circle/music/songs/{id}', adderOfA(204), {
    params: { id: (f) => f.musicSongId },
  }),
  row('PUT', '/api/circle/music/notes/{catalogueId}', member(200), {
    params: { catalogueId: () => 'moon-river-henry-mancini-1961' },
    body: { helped: 'Calmed her at bedtime' },
  }),
  // Circle A's caregiver wrote a note on this song; circle B has none, and once circle A's family
  // member removed it, it is gone for the caregiver too.
  row(
    'DELETE',
    '/api/circle/music/notes/{catalogueId}',
    { ...member(afterLoading(404)), familyA: 204 },
    { params: { catalogueId: () => 'moon-river-henry-mancini-1961' } },
  ),

  // Memory support's photos (decision 048): every member sees and adds; whoever added something
  // (circle A's caregiver here) or a caregiver changes it. Removed photos stay viewable until purged.
  row('GET', '/api/circle/memory-people', member(200)),
  row('POST', '/api/circle/memory-people', member(201), { body: { name: 'Joe' } }),
  row('PUT', '/api/circle/memory-people/{id}', adderOfA(200), {
    params: { id: (f) => f.memoryPersonId },
    body: { name: 'Rosa Maria', relationship: 'granddaughter' },
  }),
  row('DELETE', '/api/circle/memory-people/{id}', adderOfA(204), {
    params: { id: (f) => f.memoryPersonId },
  }),
  row('GET', '/api/circle/photos', member(200)),
  row('POST', '/api/circle/photos', member(201), { upload: 'photo', fields: { caption: 'Beach' } }),
  row('GET', '/api/circle/photos/removed', member(200)),
  row('GET', '/api/circle/photos/{id}', memberOfA(200), {
    params: { id: (f) => f.memoryPhotoId },
  }),
  row('GET', '/api/circle/photos/{id}/image', memberOfA(200), {
    params: { id: (f) => f.memoryPhotoId },
  }),
  row('GET', '/api/circle/photos/{id}/thumbnail', memberOfA(200), {
    params: { id: (f) => f.memoryPhotoId },
  }),
  row('GET', '/api/circle/photos/{id}/full', memberOfA(200), {
    params: { id: (f) => f.memoryPhotoId },
  }),
  row('PUT', '/api/circle/photos/{id}', adderOfA(200), {
    params: { id: (f) => f.memoryPhotoId },
    body: { caption: 'At the lake' },
  }),
  row('DELETE', '/api/circle/photos/{id}', adderOfA(204), {
    params: { id: (f) => f.memoryPhotoId },
  }),
  row('POST', '/api/circle/photos/{id}/restore', adderOfA(200), {
    params: { id: (f) => f.memoryPhotoId },
  }),
  // Deleting for good (decision 065): the rights of restoring; the fixture's photo is not in
  // "Recently removed", so whoever may is told to remove it first (409).
  row('DELETE', '/api/circle/photos/{id}/forever', adderOfA(409), {
    params: { id: (f) => f.memoryPhotoId },
  }),
  row('GET', '/api/circle/photo-albums', member(200)),
  row('POST', '/api/circle/photo-albums', member(201), { body: { name: 'Holidays' } }),
  row('PUT', '/api/circle/photo-albums/{id}', adderOfA(200), {
    params: { id: (f) => f.photoAlbumId },
    body: { name: 'Christmas' },
  }),
  row('DELETE', '/api/circle/photo-albums/{id}', adderOfA(204), {
    params: { id: (f) => f.photoAlbumId },
  }),
  // The circle's room for photos and recordings (decision 060): every member reads it; the
  // circle is in the path, so circle B's caregiver is told it does not exist.
  row('GET', '/api/circles/{circleId}/storage', memberOfCircleA(200), {
    params: { circleId: (f) => f.circleA },
  }),
  // Voices and stories (decision 052): the same rights as photos; the audio only to the circle.
  row('GET', '/api/circle/recordings', member(200)),
  row('POST', '/api/circle/recordings', member(201), {
    upload: 'recording',
    fields: { title: 'Singing' },
  }),
  row('GET', '/api/circle/recordings/removed', member(200)),
  row('GET', '/api/circle/recordings/{id}', memberOfA(200), {
    params: { id: (f) => f.recordingId },
  }),
  row('GET', '/api/circle/recordings/{id}/audio', memberOfA(200), {
    params: { id: (f) => f.recordingId },
  }),
  row('PUT', '/api/circle/recordings/{id}', adderOfA(200), {
    params: { id: (f) => f.recordingId },
    body: { title: 'At the lake' },
  }),
  row('DELETE', '/api/circle/recordings/{id}', adderOfA(204), {
    params: { id: (f) => f.recordingId },
  }),
  row('POST', '/api/circle/recordings/{id}/restore', adderOfA(200), {
    params: { id: (f) => f.recordingId },
  }),
  row('DELETE', '/api/circle/recordings/{id}/forever', adderOfA(409), {
    params: { id: (f) => f.recordingId },
  }),
  // Memory triggers and the memory support home (decision 053): every member reads and writes
  // triggers; whoever wrote one (circle A's caregiver here) or a caregiver changes it.
  row('GET', '/api/circle/memory-triggers', member(200), { query: '?tie=none' }),
  row('POST', '/api/circle/memory-triggers', member(201), {
    body: { starter: 'Ask about the farm', tie: { kind: 'place', place: 'Cork' } },
  }),
  row('PUT', '/api/circle/memory-triggers/{id}', adderOfA(200), {
    params: { id: (f) => f.memoryTriggerId },
    body: { starter: 'Ask about the Palladium' },
  }),
  row('DELETE', '/api/circle/memory-triggers/{id}', adderOfA(204), {
    params: { id: (f) => f.memoryTriggerId },
  }),
  row('GET', '/api/circle/memory-home/recent', member(200)),

  // Memory books (decision 054): every member sees them and makes books; whoever made one
  // (circle A's caregiver here) or a caregiver changes it. The order names every page, so it comes
  // before pages are added; the book goes last.
  row('GET', '/api/circle/memory-books', member(200)),
  row('POST', '/api/circle/memory-books', member(201), { body: { title: 'Dad’s book' } }),
  row('GET', '/api/circle/memory-books/{id}', memberOfA(200), {
    params: { id: (f) => f.memoryBookId },
  }),
  row('GET', '/api/circle/memory-books/{id}/pdf', memberOfA(200), {
    params: { id: (f) => f.memoryBookId },
    query: '?size=a4',
  }),
  row('PUT', '/api/circle/memory-books/{id}', adderOfA(200), {
    params: { id: (f) => f.memoryBookId },
    body: { title: 'Our life together' },
  }),
  row('PUT', '/api/circle/memory-books/{id}/order', adderOfA(200), {
    params: { id: (f) => f.memoryBookId },
    body: (f) => ({ pageIds: [f.memoryBookPageId] }),
  }),
  row('POST', '/api/circle/memory-books/{id}/pages', adderOfA(201), {
    params: { id: (f) => f.memoryBookId },
    body: { pages: [{ caption: 'The wedding' }] },
  }),
  row('PUT', '/api/circle/memory-books/{id}/pages/{pageId}', adderOfA(200), {
    params: { id: (f) => f.memoryBookId, pageId: (f) => f.memoryBookPageId },
    body: { caption: 'The lake, 1987' },
  }),
  row('DELETE', '/api/circle/memory-books/{id}/pages/{pageId}', adderOfA(200), {
    params: { id: (f) => f.memoryBookId, pageId: (f) => f.memoryBookPageId },
  }),
  row('DELETE', '/api/circle/memory-books/{id}', adderOfA(204), {
    params: { id: (f) => f.memoryBookId },
  }),

  // The family's plan: every member sees it; caregivers pay. This app runs without billing
  // (self-hosted), so paying answers 409 and Stripe's webhook 404.
  row('GET', '/api/circle/subscription', member(200)),
  row('POST', '/api/circle/subscription/checkout', caregiver(409)),
  row('POST', '/api/circle/subscription/portal', caregiver(409)),
  row('POST', '/api/stripe/webhook', all(404), { body: {} }),
  // The wellness centre: each person's own, never the circle's nor staff's (decision 036). The
  // self-check is the family member's of circle A: everyone else is told it does not exist.
  row('GET', '/api/wellness/self-checks', signedIn(200)),
  row('POST', '/api/wellness/self-checks', signedIn(201), {
    body: { answers: Array.from({ length: 16 }, () => false), stress: 2, health: 2 },
  }),
  row(
    'GET',
    '/api/wellness/self-checks/{id}',
    { ...signedIn(afterLoading(404)), ...everyStaffRole(404), familyA: 200 },
    { params: { id: (f) => f.selfCheckId } },
  ),
  row(
    'DELETE',
    '/api/wellness/self-checks/{id}',
    { ...signedIn(afterLoading(404)), ...everyStaffRole(404), familyA: 204 },
    { params: { id: (f) => f.selfCheckId } },
  ),
  row('DELETE', '/api/wellness/self-checks', signedIn(204)),
  row('GET', '/api/circle/respite-plan', member(200)),
  row('PUT', '/api/circle/respite-plan/notes', caregiver(200), { body: { notes: 'Naps at 1' } }),
  row('POST', '/api/circle/respite-plan/helpers', caregiver(201), {
    body: { memberUserId: null, name: 'Pat Neighbour' },
  }),
  row('DELETE', '/api/circle/respite-plan/helpers/{id}', caregiverOfA(afterLoading(404)), {
    params: { id: () => SOME_ID },
  }),
  // The community: every family account reads and writes, caregivers and family members alike,
  // in a circle or not; staff work the moderation queue (decision 045).
  row('GET', '/api/community/profile', signedIn(200)),
  row('PUT', '/api/community/profile', signedIn(200), { body: { communityName: 'Night Owl' } }),
  row('POST', '/api/community/guidelines', signedIn(200)),
  row('GET', '/api/community/groups', signedIn(200)),
  row('GET', '/api/community/search', signedIn(200), { query: '?q=evenings' }),
  row('GET', '/api/community/groups/{slug}', signedIn(200), {
    params: { slug: () => 'early-stage' },
  }),
  row('PUT', '/api/community/groups/{slug}/membership', signedIn(200), {
    params: { slug: () => 'early-stage' },
  }),
  row('DELETE', '/api/community/groups/{slug}/membership', signedIn(200), {
    params: { slug: () => 'early-stage' },
  }),
  row('GET', '/api/community/groups/{slug}/posts', signedIn(200), {
    params: { slug: () => 'early-stage' },
  }),
  // Fresh people have not accepted the guidelines yet (community.test.ts posts after them).
  row('POST', '/api/community/groups/{slug}/posts', signedIn(afterLoading(403)), {
    params: { slug: () => 'early-stage' },
    body: { title: 'First week', body: 'Hello from a new family.' },
  }),
  row('GET', '/api/community/posts/{id}', signedIn(afterLoading(404))),
  row('PATCH', '/api/community/posts/{id}', signedIn(afterLoading(404)), {
    body: { title: 'First week', body: 'Hello.' },
  }),
  row('DELETE', '/api/community/posts/{id}', signedIn(afterLoading(404))),
  row('POST', '/api/community/posts/{id}/replies', signedIn(afterLoading(404)), {
    body: { body: 'Welcome.' },
  }),
  row('PATCH', '/api/community/replies/{id}', signedIn(afterLoading(404)), {
    body: { body: 'Welcome.' },
  }),
  row('DELETE', '/api/community/replies/{id}', signedIn(afterLoading(404))),
  row('POST', '/api/community/posts/{id}/reports', signedIn(afterLoading(404)), {
    body: { reason: 'spam' },
  }),
  row('POST', '/api/community/replies/{id}/reports', signedIn(afterLoading(404)), {
    body: { reason: 'spam' },
  }),
  row('GET', '/api/staff/community/queue', moderators(200)),
  row('POST', '/api/staff/community/posts/{id}/moderation', moderators(afterLoading(404)), {
    body: { action: 'hide', note: 'Breaks the rules' },
  }),
  row('POST', '/api/staff/community/replies/{id}/moderation', moderators(afterLoading(404)), {
    body: { action: 'hide', note: 'Breaks the rules' },
  }),
  row('PUT', '/api/community/posts/{id}/helped', signedIn(afterLoading(404))),
  row('DELETE', '/api/community/posts/{id}/helped', signedIn(afterLoading(404))),
  row('PUT', '/api/community/replies/{id}/helped', signedIn(afterLoading(404))),
  row('DELETE', '/api/community/replies/{id}/helped', signedIn(afterLoading(404))),
  // Following a thread (decision 055): any member, on a thread they can see.
  row('PUT', '/api/community/posts/{id}/follow', signedIn(afterLoading(404))),
  row('DELETE', '/api/community/posts/{id}/follow', signedIn(afterLoading(404))),
  ...(['posts', 'replies'] as const).flatMap((kind) => [
    row('PUT', `/api/staff/community/${kind}/{id}/text`, moderators(afterLoading(404)), {
      body: { body: 'Kinder words.', note: 'Edited for kindness.' },
    }),
    row('POST', `/api/staff/community/${kind}/{id}/warning`, moderators(afterLoading(404)), {
      body: { note: 'Please be kind.' },
    }),
    row('POST', `/api/staff/community/${kind}/{id}/suspension`, moderators(afterLoading(404)), {
      body: { days: 1, note: 'Selling is not allowed.' },
    }),
  ]),
  row('GET', '/api/staff/community/held-words', moderators(200)),
  // Lifting a pause early: moderators only; nobody is paused in the matrix, so 400.
  row('GET', '/api/staff/community/pauses', moderators(200)),
  row('POST', '/api/staff/community/pauses/{userId}/lift', moderators(400), {
    params: { userId: () => '00000000-0000-4000-8000-000000000000' },
    body: { note: 'The pause was a mistake.' },
  }),
  row('PUT', '/api/staff/community/held-words', moderators(200), { body: { words: [] } }),
  // Managing the groups (decision 059): moderators and admins; families and other staff never.
  row('GET', '/api/staff/community/groups', moderators(200)),
  row('POST', '/api/staff/community/groups', moderators(201), {
    body: () => ({
      name: `Night shift ${Math.random().toString(36).slice(2, 10)}`,
      kind: 'topic',
      purpose: 'For carers who are awake at night.',
      rules: ['Be kind.'],
    }),
  }),
  row('PATCH', '/api/staff/community/groups/{id}', moderators(afterLoading(404)), {
    body: {
      name: 'Night owls',
      purpose: 'For carers who are awake at night.',
      rules: ['Be kind.'],
    },
  }),
  row('POST', '/api/staff/community/groups/{id}/archive', moderators(afterLoading(404))),
  row('POST', '/api/staff/community/groups/{id}/restore', moderators(afterLoading(404))),
  // Expert questions (decision 049): members ask and read answered public ones; a private one is
  // the asker's; experts answer; moderators hide.
  row('GET', '/api/community/questions', signedIn(200)),
  row('GET', '/api/community/questions/search', signedIn(200), { query: '?q=sleep' }),
  row('GET', '/api/community/questions/mine', signedIn(200)),
  row('POST', '/api/community/questions', signedIn(afterLoading(403)), {
    body: { title: 'Is it normal?', body: 'Details.', visibility: 'private' },
  }),
  row('GET', '/api/community/questions/{id}', askerA(200), {
    params: { id: (f) => f.privateQuestionId },
  }),
  row('DELETE', '/api/community/questions/{id}', askerA(204), {
    params: { id: (f) => f.privateQuestionId },
  }),
  // Reports (decision 058): a private question is nobody else's to report, and not its asker's.
  row('POST', '/api/community/questions/{id}/reports', askerA(afterLoading(403)), {
    params: { id: (f) => f.privateQuestionId },
    body: { reason: 'spam' },
  }),
  row('POST', '/api/community/answers/{id}/reports', signedIn(afterLoading(404)), {
    body: { reason: 'spam' },
  }),
  // Not answered yet, so not even its asker can mark it answered.
  row('POST', '/api/community/questions/{id}/resolution', askerA(afterLoading(403)), {
    params: { id: (f) => f.privateQuestionId },
  }),
  row('GET', '/api/staff/questions', questionStaff(200)),
  row('GET', '/api/staff/questions/{id}', questionStaff(200), {
    params: { id: (f) => f.privateQuestionId },
  }),
  row('POST', '/api/staff/questions/{id}/answers', experts(201), {
    params: { id: (f) => f.privateQuestionId },
    body: { body: 'It is common; gently go along with it.' },
  }),
  row('POST', '/api/staff/questions/{id}/moderation', moderators(200), {
    params: { id: (f) => f.privateQuestionId },
    body: { action: 'hide', note: 'Breaks the rules' },
  }),
  row('POST', '/api/staff/answers/{id}/moderation', moderators(afterLoading(404)), {
    body: { action: 'hide', note: 'Breaks the rules' },
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
  row('DELETE', '/api/account/sessions/{id}', signedIn(afterLoading(404))),
  row('POST', '/api/account/sessions/sign-out-others', signedIn(204)),
  row('PUT', '/api/account/preferences', signedIn(200), { body: { largeText: true } }),
  row('POST', '/api/account/deletion', signedIn(400), {
    body: { currentPassword: 'not the password' },
  }),
  row('DELETE', '/api/account/deletion', signedIn(200)),

  // Notifications and live updates: each person's own
  row('GET', '/api/notifications', signedIn(200)),
  row('GET', '/api/notifications/unread-count', signedIn(200)),
  row('POST', '/api/notifications/{id}/read', signedIn(afterLoading(404))),
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
  row('GET', '/api/circle/medications', member(200)),
  row('POST', '/api/circle/medications', caregiver(201), { body: dailyMedication('Memantine') }),
  row('GET', '/api/circle/medications/{id}', memberOfA(200), {
    params: { id: (f) => f.medicationId },
  }),
  row('PUT', '/api/circle/medications/{id}', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
    body: dailyMedication('Donepezil', ['09:00']),
  }),
  row('POST', '/api/circle/medications/{id}/pause', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
  }),
  row('POST', '/api/circle/medications/{id}/resume', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
  }),
  row('POST', '/api/circle/medications/{id}/stop', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
  }),
  row('PUT', '/api/circle/medications/{id}/photo', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
    upload: 'photo',
  }),
  row('PUT', '/api/circle/medications/{id}/stock', caregiverOfA(200), {
    params: { id: (f) => f.medicationId },
    body: { pillsOnHand: 60 },
  }),
  row('POST', '/api/circle/medications/{id}/doses', memberOfA(201), {
    params: { id: (f) => f.asNeededMedicationId },
    upload: 'photo',
  }),
  row('GET', '/api/circle/doses', member(200)),
  // The family member logs the dose first; after that it is already logged. The fixture's dose
  // may be hours ahead, so the log confirms it was taken early (decision 068).
  row(
    'POST',
    '/api/circle/doses/{id}/log',
    { ...memberOfA(200), caregiverA: 409 },
    {
      params: { id: (f) => f.doseId },
      upload: 'photo',
      fields: { status: 'taken', confirmEarly: 'true' },
    },
  ),
  row('GET', '/api/circle/medications/settings', member(200)),
  row('PUT', '/api/circle/medications/settings', caregiver(200), {
    body: { reminderLeadMinutes: 10, graceMinutes: 45, repeatEveryMinutes: null },
  }),
];

let ctx: TestContext;
/** Staff shared by the rows that leave staff accounts as they were. */
let staff: StaffSet;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createStaffSet(ctx);
});
afterAll(() => ctx.close());

const agentOf = (f: CircleFixture, actor: Actor) => {
  switch (actor) {
    case 'anonymous':
      return f.anonymous;
    case 'specialist':
    case 'moderator':
    case 'expert':
    case 'admin':
      return f.staff[actor].agent;
    case 'caregiverB':
      return f.caregiverB.agent;
    case 'familyA':
      return f.familyA.agent;
    case 'caregiverA':
      return f.caregiverA.agent;
  }
};

/**
 * Fresh family accounts and a fresh circle for every route that changes something, so no row can
 * affect another; the reading rows share one (a fixture is nearly all of this file's time).
 */
let readingFixture: CircleFixture | undefined;
async function fixtureFor(r: Row): Promise<CircleFixture> {
  if (r.freshStaff) return createCircleFixture(ctx);
  if (r.method !== 'GET') return createCircleFixture(ctx, { staff });
  readingFixture ??= await createCircleFixture(ctx, { staff });
  return readingFixture;
}

it.each(MATRIX.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_, r) => {
  const f = await fixtureFor(r);
  const path =
    r.path.replace(/\{(\w+)\}/g, (_match, name: string) => r.params?.[name]?.(f) ?? SOME_ID) +
    (r.query ?? '');
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
      ...(r.upload
        ? {
            upload: {
              ...(r.upload === 'recording' ? recordingUpload() : await photoUpload()),
              fields: r.fields ?? {},
            },
          }
        : {}),
    });
    actual[actor] = response.statusCode;
  }
  expect(actual).toEqual(Object.fromEntries(ACTORS.map((a) => [a, statusOf(r.expected[a])])));
});

/**
 * Who may call is settled before what they sent is read (CONVENTIONS rule 4, decision 071): each
 * person a row turns away before loading anything is turned away the same with junk input too —
 * every path parameter, every documented query parameter and every field of the JSON body wrong,
 * and, for a request with a body, a body that is not even JSON. Never field messages for them.
 */
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}
let documentedOperations: Record<string, Record<string, Operation>> | undefined;
async function operationOf(r: Row): Promise<Operation> {
  documentedOperations ??= (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>().paths;
  return documentedOperations[r.path]?.[r.method.toLowerCase()] ?? {};
}
/** Wrong for any string, number, boolean, object or list of them. */
const WRONG = [[]];
const turnedAwayFirst = (r: Row) =>
  ACTORS.filter((actor) => {
    const status = r.expected[actor];
    return typeof status === 'number' && [401, 403, 404].includes(status);
  });
const rowsWithRefusals = MATRIX.filter((r) => turnedAwayFirst(r).length > 0).map(
  (r) => [`${r.method} ${r.path}`, r] as const,
);

it.each(rowsWithRefusals)('turns strangers away before reading their input: %s', async (_, r) => {
  readingFixture ??= await createCircleFixture(ctx, { staff });
  const f = readingFixture;
  const operation = await operationOf(r);
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${parameter.name}=${encodeURIComponent('%%%')}`)
    .join('&');
  const path = r.path.replace(/\{\w+\}/g, 'not-a-uuid') + (query ? `?${query}` : '');
  const fields = operation.requestBody?.content?.['application/json']?.schema?.properties;
  const body = fields ? Object.fromEntries(Object.keys(fields).map((key) => [key, WRONG])) : WRONG;
  const hasBody = operation.requestBody !== undefined || r.body !== undefined || r.upload;
  const actual: Partial<Record<Actor, number>> = {};
  const expected: Partial<Record<Actor, number>> = {};
  for (const actor of turnedAwayFirst(r)) {
    expected[actor] = statusOf(r.expected[actor]);
    const agent = agentOf(f, actor);
    actual[actor] = (await agent.request(r.method, path, hasBody ? { body } : {})).statusCode;
    if (!hasBody || actual[actor] !== expected[actor]) continue;
    const unreadable = await ctx.app.inject({
      method: r.method,
      url: path,
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        ...(agent.cookie ? { cookie: agent.cookie } : {}),
      },
      payload: '{"',
    });
    actual[actor] = unreadable.statusCode;
  }
  expect(actual).toEqual(expected);
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
