import sharp from 'sharp';
import { createAgent, type Agent, registerAgent, staffAgent, type TestContext } from './test-app';
import { makeWav } from './audio-fixtures';
import { communityQuestions } from '../features/community/questions.schema';

/** A small real PNG, as a phone would upload (sharp draws it). */
export const makePng = (width = 8, height = 8, color = '#7a9cc6') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

let uploads = 0;
/**
 * Another colour each time, so no two uploads are the same photo: a circle refuses the same
 * photo twice (decision 060).
 */
const nextColor = () => `#${(0x7a9cc6 + 37 * ++uploads).toString(16).slice(-6).padStart(6, '0')}`;

export const photoUpload = async (bytes?: Buffer) => ({
  file: {
    field: 'photo',
    filename: 'photo.png',
    contentType: 'image/png',
    bytes: bytes ?? (await makePng(8, 8, nextColor())),
  },
});

/** Two seconds of WAV, as a file picker would send it. */
export const recordingUpload = () => ({
  file: { field: 'audio', filename: 'story.wav', contentType: 'audio/wav', bytes: makeWav(2) },
});

/** An appointment a week after the test clock's start (2026-03-02). */
export const APPOINTMENT = {
  title: 'Memory clinic',
  type: 'specialist',
  provider: 'Dr. Chen',
  location: '200 Lakeshore Dr, Chicago, IL',
  date: '2026-03-10',
  startTime: '09:00',
  endTime: '10:00',
  questions: 'Is the new dose helping?\nShould we try a sleep aid?',
} as const;

let inviteSequence = 0;
/** Invites a new person by email and registers them from the invitation's code. */
export async function inviteMember(
  ctx: TestContext,
  inviter: Agent,
  role: 'caregiver' | 'family',
  name = 'Sam Lopez',
) {
  inviteSequence += 1;
  const email = `invited.${inviteSequence}.${Date.now()}@example.com`;
  const created = await inviter.post('/api/circle/invitations', { email, role });
  if (created.statusCode !== 201) throw new Error(`invite failed: ${created.body}`);
  const { code, id } = created.json<{ code: string; id: string }>();
  const registered = await registerAgent(ctx.app, {
    name,
    email,
    role,
    invitationCode: code,
  });
  return { ...registered, invitationId: id };
}

/**
 * Circle A (a caregiver, a family member, an invitation pending for circle B's caregiver, a photo),
 * circle B (a caregiver)
 * and a staff member of each role: the people of the authorization matrix.
 */
/** One of each staff role, signed in with both factors. */
export async function createStaffSet(ctx: TestContext) {
  const [specialist, moderator, expert, admin] = await Promise.all(
    (['specialist', 'moderator', 'expert', 'admin'] as const).map((role) => staffAgent(ctx, role)),
  );
  if (!specialist || !moderator || !expert || !admin) throw new Error('staff sign-in failed');
  return { specialist, moderator, expert, admin };
}
export type StaffSet = Awaited<ReturnType<typeof createStaffSet>>;

/**
 * `staff`: staff members to reuse (signing four in takes half the time of the whole fixture);
 * new ones otherwise.
 */
export async function createCircleFixture(ctx: TestContext, options: { staff?: StaffSet } = {}) {
  const caregiverA = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const familyA = await inviteMember(ctx, caregiverA.agent, 'family');
  const caregiverB = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
  // Sent to circle B's caregiver: an invitation works only for the address it was sent to.
  const pending = await caregiverA.agent.post('/api/circle/invitations', {
    email: caregiverB.input.email,
    role: 'family',
  });
  const photo = await caregiverA.agent.upload(
    'PUT',
    '/api/circle/recipient/photo',
    await photoUpload(),
  );
  if (photo.statusCode !== 200) throw new Error(`photo upload failed: ${photo.body}`);
  const contact = await caregiverA.agent.post('/api/circle/emergency-contacts', {
    name: 'Pat Neighbour',
    phone: '555-0142',
    relationship: 'Neighbour',
  });
  const link = await caregiverA.agent.post('/api/circle/emergency-links', { days: 30 });
  const alert = await caregiverA.agent.post('/api/circle/crisis-alerts', {
    clientRequestId: crypto.randomUUID(),
    type: 'fall',
  });
  const medication = await caregiverA.agent.post('/api/circle/medications', dailyMedication());
  if (medication.statusCode !== 201) throw new Error(`medication failed: ${medication.body}`);
  const asNeeded = await caregiverA.agent.post('/api/circle/medications', {
    ...dailyMedication('Paracetamol'),
    schedule: { type: 'asNeeded', minIntervalMinutes: 0, maxPerDay: 10 },
  });
  const doses = (await caregiverA.agent.get('/api/circle/doses')).json<{
    doses: { id: string }[];
  }>();
  const appointment = await caregiverA.agent.post('/api/circle/appointments', APPOINTMENT);
  if (appointment.statusCode !== 201) throw new Error(`appointment failed: ${appointment.body}`);
  const task = await caregiverA.agent.post('/api/circle/tasks', {
    title: 'Pick up prescriptions',
    assigneeUserId: familyA.user.id,
  });
  if (task.statusCode !== 201) throw new Error(`task failed: ${task.body}`);
  const planItem = await caregiverA.agent.post('/api/circle/care-plan/items', {
    section: 'safety',
    title: 'Check the smoke alarms',
  });
  if (planItem.statusCode !== 201) throw new Error(`care plan item failed: ${planItem.body}`);
  const entry = await caregiverA.agent.post('/api/circle/tracking/entries', { kind: 'falls' });
  if (entry.statusCode !== 201) throw new Error(`tracking entry failed: ${entry.body}`);
  const circleA = caregiverA.user.circleId as string;
  const activitySession = await caregiverA.agent.post(
    `/api/circles/${circleA}/activities/sessions`,
    activitySessionInput(ctx.clock.now()),
  );
  if (activitySession.statusCode !== 201) {
    throw new Error(`activity session failed: ${activitySession.body}`);
  }
  // The family member's own, private self-check: nobody else may see it (decision 036).
  const selfCheck = await familyA.agent.post('/api/wellness/self-checks', {
    answers: Array.from({ length: 16 }, () => false),
    stress: 4,
    health: 3,
  });
  if (selfCheck.statusCode !== 201) throw new Error(`self-check failed: ${selfCheck.body}`);
  const song = await caregiverA.agent.post('/api/circle/music/songs', {
    title: 'Danny Boy',
    artist: 'Grandpa Joe',
  });
  if (song.statusCode !== 201) throw new Error(`music song failed: ${song.body}`);
  const note = await caregiverA.agent.put('/api/circle/music/notes/moon-river-henry-mancini-1961', {
    helped: 'Calmed her at bedtime',
  });
  if (note.statusCode !== 200) throw new Error(`music note failed: ${note.body}`);
  // A private question caregiver A asked the community's experts (decision 049), still waiting.
  const [privateQuestion] = await ctx.database.db
    .insert(communityQuestions)
    .values({
      authorUserId: caregiverA.user.id,
      isAnonymous: false,
      visibility: 'private',
      title: 'Is it normal that Dad forgets my name?',
      body: 'He calls me by my sister’s name.',
      createdAt: ctx.clock.now(),
    })
    .returning({ id: communityQuestions.id });
  const memoryPerson = await caregiverA.agent.post('/api/circle/memory-people', {
    name: 'Rosa',
    relationship: 'granddaughter',
  });
  if (memoryPerson.statusCode !== 201)
    throw new Error(`memory person failed: ${memoryPerson.body}`);
  const memoryPhoto = await caregiverA.agent.upload(
    'POST',
    '/api/circle/photos',
    await photoUpload(),
  );
  if (memoryPhoto.statusCode !== 201) throw new Error(`memory photo failed: ${memoryPhoto.body}`);
  const recording = await caregiverA.agent.upload('POST', '/api/circle/recordings', {
    ...recordingUpload(),
    fields: { title: 'Grandpa at the lake' },
  });
  if (recording.statusCode !== 201) throw new Error(`recording failed: ${recording.body}`);
  const photoAlbum = await caregiverA.agent.post('/api/circle/photo-albums', { name: 'Summers' });
  if (photoAlbum.statusCode !== 201) throw new Error(`photo album failed: ${photoAlbum.body}`);
  const memoryTrigger = await caregiverA.agent.post('/api/circle/memory-triggers', {
    starter: 'Ask about dancing at the Palladium',
    avoid: 'Don’t say her husband has died',
  });
  if (memoryTrigger.statusCode !== 201) {
    throw new Error(`memory trigger failed: ${memoryTrigger.body}`);
  }
  const memoryPhotoId = memoryPhoto.json<{ photo: { id: string } }>().photo.id;
  const memoryBook = await caregiverA.agent.post('/api/circle/memory-books', { title: 'Our life' });
  if (memoryBook.statusCode !== 201) throw new Error(`memory book failed: ${memoryBook.body}`);
  const memoryBookId = memoryBook.json<{ book: { id: string } }>().book.id;
  const bookPage = await caregiverA.agent.post(`/api/circle/memory-books/${memoryBookId}/pages`, {
    pages: [{ photoId: memoryPhotoId, caption: 'Summer' }],
  });
  if (bookPage.statusCode !== 201) throw new Error(`book page failed: ${bookPage.body}`);
  const feed = await caregiverA.agent.post('/api/circle/calendar-feed');
  const feedUrl = feed.json<{ url: string }>().url;
  const staff = options.staff ?? (await createStaffSet(ctx));
  const photoUrl = photo.json<{ photoUrl: string }>().photoUrl;
  return {
    anonymous: createAgent(ctx.app),
    caregiverA,
    familyA,
    caregiverB,
    staff,
    circleA,
    circleB: caregiverB.user.circleId as string,
    invitationId: pending.json<{ id: string }>().id,
    invitationCode: pending.json<{ code: string }>().code,
    imageId: photoUrl.split('/').at(-1) as string,
    contactId: contact.json<{ id: string }>().id,
    emergencyLinkId: link.json<{ id: string }>().id,
    crisisAlertId: alert.json<{ id: string }>().id,
    medicationId: medication.json<{ id: string }>().id,
    asNeededMedicationId: asNeeded.json<{ id: string }>().id,
    doseId: doses.doses[0]?.id as string,
    appointmentId: appointment.json<{ id: string }>().id,
    taskId: task.json<{ id: string }>().id,
    carePlanItemId: planItem.json<{ plan: { items: { id: string }[] } }>().plan.items[0]
      ?.id as string,
    trackingEntryId: entry.json<{ id: string }>().id,
    activitySessionId: activitySession.json<{ session: { id: string } }>().session.id,
    calendarFeedToken: feedUrl.split('/').at(-2) as string,
    selfCheckId: selfCheck.json<{ id: string }>().id,
    musicSongId: song.json<{ song: { id: string } }>().song.id,
    privateQuestionId: privateQuestion?.id as string,
    memoryPersonId: memoryPerson.json<{ person: { id: string } }>().person.id,
    recordingId: recording.json<{ recording: { id: string } }>().recording.id,
    memoryPhotoId,
    memoryBookId,
    memoryBookPageId: bookPage.json<{ book: { pages: { id: string }[] } }>().book.pages[0]
      ?.id as string,
    photoAlbumId: photoAlbum.json<{ album: { id: string } }>().album.id,
    memoryTriggerId: memoryTrigger.json<{ trigger: { id: string } }>().trigger.id,
  };
}
export type CircleFixture = Awaited<ReturnType<typeof createCircleFixture>>;

/** Five minutes of photo matching, ending `endedMinutesAgo` before `now`. */
export const activitySessionInput = (
  now: Date,
  overrides: Record<string, unknown> = {},
  endedMinutesAgo = 1,
) => {
  const endedAt = new Date(now.getTime() - endedMinutesAgo * 60_000);
  return {
    game: 'photo-matching',
    startedAt: new Date(endedAt.getTime() - 5 * 60_000).toISOString(),
    endedAt: endedAt.toISOString(),
    difficulty: 4,
    answersShown: 0,
    eased: false,
    ...overrides,
  };
};

/** A medicine taken every day at 08:00 and 20:00, from 2026-01-01. */
export const dailyMedication = (name = 'Donepezil', times = ['08:00', '20:00']) => ({
  name,
  strength: '10 mg',
  form: 'tablet',
  doseAmount: 1,
  doseUnit: 'tablet',
  instructions: 'With breakfast',
  startDate: '2026-01-01',
  schedule: { type: 'daily', times, weekdays: [1, 2, 3, 4, 5, 6, 7] },
});

/** A caregiver who has accepted the community's guidelines, ready to post and ask. */
export async function communityMember(ctx: TestContext, name: string) {
  const person = await registerAgent(ctx.app, { name, role: 'caregiver' });
  const accepted = await person.agent.post('/api/community/guidelines');
  if (accepted.statusCode !== 200) throw new Error(`guidelines failed: ${accepted.body}`);
  return person;
}
