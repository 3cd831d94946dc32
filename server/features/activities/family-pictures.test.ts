import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FamilySequence, GamePictureSet } from '../../../shared/activities-family';
import type { MemoryPerson, Photo } from '../../../shared/memory-photos';
import { auditEvents } from '../../platform/audit/audit.schema';
import { inviteMember, makePng } from '../../test/fixtures';
import { type Agent, registerAgent, setUpTestAppWithFiles } from '../../test/test-app';

const ctx = setUpTestAppWithFiles();
const NOW = '2026-03-02T15:00:00Z';
beforeEach(() => ctx.clock.set(NOW));

async function family() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const circleId = caregiver.user.circleId as string;
  return { caregiver, sam, circleId, base: `/api/circles/${circleId}/activities` };
}

let colors = 0;
/** Another colour each time unless one is given: a circle refuses the same photo twice. */
async function addPhoto(
  agent: Agent,
  fields: Record<string, string> = {},
  color = `#${(0x3399cc + 101 * ++colors).toString(16).slice(-6)}`,
) {
  const response = await agent.upload('POST', '/api/circle/photos', {
    fields,
    file: {
      field: 'photo',
      filename: 'photo.png',
      contentType: 'image/png',
      bytes: await makePng(16, 16, color),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ photo: Photo }>().photo;
}
async function addPerson(agent: Agent, name: string, relationship: string | null = null) {
  const response = await agent.post('/api/circle/memory-people', { name, relationship });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ person: MemoryPerson }>().person;
}
const pictures = async (agent: Agent, base: string) => {
  const response = await agent.get(`${base}/pictures`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GamePictureSet>();
};
const sequenceOf = (title: string, photos: Photo[]) => ({
  title,
  steps: photos.map((photo, i) => ({ photoId: photo.id, label: `Step ${i + 1}` })),
});

describe('the family’s pictures for the games', () => {
  it('are the circle’s own photos with their people, never removed ones nor another circle’s', async () => {
    const { caregiver, sam, base } = await family();
    const rosa = await addPerson(caregiver.agent, 'Rosa', 'granddaughter');
    const joe = await addPerson(sam.agent, 'Joe', 'husband');
    const alone = await addPhoto(caregiver.agent, {
      caption: 'Rosa at her graduation',
      personIds: rosa.id,
    });
    const both = await addPhoto(sam.agent, {
      place: 'Lake Geneva',
      year: '1962',
      personIds: `${rosa.id},${joe.id}`,
    });
    const removed = await addPhoto(caregiver.agent, { caption: 'Blurry one' });
    expect((await caregiver.agent.delete(`/api/circle/photos/${removed.id}`)).statusCode).toBe(204);
    const other = await family();
    await addPhoto(other.caregiver.agent, { caption: 'Another family’s beach' });
    await addPerson(other.caregiver.agent, 'Stranger');

    const set = await pictures(sam.agent, base);
    expect(set.photos.map((p) => p.id).sort()).toEqual([alone.id, both.id].sort());
    expect(set.people.map((p) => p.name)).toEqual(['Joe', 'Rosa']);
    const first = set.photos.find((p) => p.id === alone.id);
    expect(first).toMatchObject({
      caption: 'Rosa at her graduation',
      addedBy: 'Maria',
      people: [{ id: rosa.id, name: 'Rosa', relationship: 'granddaughter' }],
    });
    expect(first?.thumbnailUrl).toMatch(
      new RegExp(`^/api/circle/photos/${alone.id}/thumbnail\\?v=[0-9a-z]+&for=game$`),
    );
    // When it was taken, so a photo without a caption or people has a name of its own.
    expect(set.photos.find((p) => p.id === both.id)).toMatchObject({
      place: 'Lake Geneva',
      year: 1962,
      isDecade: false,
      takenOn: null,
      addedBy: 'Sam',
      people: [{ name: 'Joe' }, { name: 'Rosa' }],
    });
    // The photo's own address answers the member with its thumbnail.
    const thumbnail = await sam.agent.get(first!.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');

    // Another circle's member is told the circle is not found.
    expect((await other.caregiver.agent.get(`${base}/pictures`)).statusCode).toBe(404);
    expect((await pictures(other.sam.agent, other.base)).photos).toHaveLength(1);
  });
});

describe('family sequences', () => {
  it('are made by a caregiver from three to six photos, read by every member, changed and removed, audited', async () => {
    const { caregiver, sam, circleId, base } = await family();
    const photos = await Promise.all(
      ['#c96', '#39c', '#6c3', '#963'].map((color, i) =>
        addPhoto(i % 2 ? sam.agent : caregiver.agent, { caption: `Photo ${i + 1}` }, color),
      ),
    );
    const made = await caregiver.agent.post(`${base}/sequences`, {
      title: '  Making Sunday pancakes ',
      steps: [
        { photoId: photos[0]!.id, label: 'Crack the eggs' },
        { photoId: photos[1]!.id, label: 'Whisk the batter' },
        { photoId: photos[2]!.id, label: 'Eat together' },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const sequence = made.json<{ sequence: FamilySequence }>().sequence;
    expect(sequence).toMatchObject({
      title: 'Making Sunday pancakes',
      playable: true,
      createdBy: { id: caregiver.user.id, name: 'Maria Lopez' },
      steps: [
        { photoId: photos[0]!.id, label: 'Crack the eggs', caption: 'Photo 1' },
        { photoId: photos[1]!.id, label: 'Whisk the batter' },
        { photoId: photos[2]!.id, label: 'Eat together' },
      ],
    });
    expect(sequence.steps[0]?.thumbnailUrl).toContain(`/api/circle/photos/${photos[0]!.id}/`);
    expect((await pictures(sam.agent, base)).sequences.map((s) => s.id)).toEqual([sequence.id]);

    // A family member plays them but does not make or change them.
    const byMember = await sam.agent.post(
      `${base}/sequences`,
      sequenceOf('Mine', photos.slice(0, 3)),
    );
    expect(byMember.statusCode).toBe(403);
    expect((await sam.agent.delete(`${base}/sequences/${sequence.id}`)).statusCode).toBe(403);

    ctx.clock.set('2026-03-02T16:00:00Z');
    const changed = await caregiver.agent.put(
      `${base}/sequences/${sequence.id}`,
      sequenceOf('Making pancakes', [photos[3]!, photos[2]!, photos[1]!, photos[0]!]),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ sequence: FamilySequence }>().sequence).toMatchObject({
      title: 'Making pancakes',
      updatedAt: '2026-03-02T16:00:00.000Z',
      steps: [
        { photoId: photos[3]!.id, label: 'Step 1' },
        { photoId: photos[2]!.id },
        { photoId: photos[1]!.id },
        { photoId: photos[0]!.id, label: 'Step 4' },
      ],
    });

    // A removed photo's step is left out until the photo comes back; under three steps it is not
    // offered to play.
    for (const photo of photos.slice(0, 2)) {
      expect((await caregiver.agent.delete(`/api/circle/photos/${photo.id}`)).statusCode).toBe(204);
    }
    const [left] = (await pictures(sam.agent, base)).sequences;
    expect(left?.steps.map((s) => s.photoId)).toEqual([photos[3]!.id, photos[2]!.id]);
    expect(left?.playable).toBe(false);
    // Nor can a removed photo be chosen.
    const withRemoved = await caregiver.agent.put(
      `${base}/sequences/${sequence.id}`,
      sequenceOf('Making pancakes', photos),
    );
    expect(withRemoved.statusCode).toBe(400);
    expect(withRemoved.json<{ message: string }>().message).toMatch(/no longer among/);
    expect(
      (await caregiver.agent.post(`/api/circle/photos/${photos[0]!.id}/restore`)).statusCode,
    ).toBe(200);
    expect((await pictures(sam.agent, base)).sequences[0]?.steps).toHaveLength(3);

    const removed = await caregiver.agent.delete(`${base}/sequences/${sequence.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await pictures(sam.agent, base)).sequences).toEqual([]);
    expect((await caregiver.agent.delete(`${base}/sequences/${sequence.id}`)).statusCode).toBe(404);

    const audit = await ctx.database.db
      .select({
        action: auditEvents.action,
        subject: auditEvents.subject,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId))
      .orderBy(asc(auditEvents.id));
    const subject = `activity_family_sequence:${sequence.id}`;
    expect(audit.filter((e) => e.subject === subject)).toEqual([
      { action: 'activity.sequence_added', subject, detail: '3 steps' },
      { action: 'activity.sequence_changed', subject, detail: '4 steps' },
      { action: 'activity.sequence_removed', subject, detail: null },
    ]);
  });

  it('are checked: a title, three to six different photos of the circle with a few words each', async () => {
    const { caregiver, base } = await family();
    const photos = await Promise.all(
      Array.from({ length: 7 }, (_, i) => addPhoto(caregiver.agent, {}, `#${i}${i}${i}`)),
    );
    const other = await family();
    const theirs = await addPhoto(other.caregiver.agent);
    const post = (body: object) => caregiver.agent.post(`${base}/sequences`, body);
    const message = async (body: object) => {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await message(sequenceOf('  ', photos.slice(0, 3)))).toMatch(/title/);
    expect(await message(sequenceOf('x'.repeat(81), photos.slice(0, 3)))).toMatch(/at most 80/);
    expect(await message(sequenceOf('Tea', photos.slice(0, 2)))).toMatch(/at least 3 photos/);
    expect(await message(sequenceOf('Tea', photos))).toMatch(/at most 6 photos/);
    expect(
      await message({
        title: 'Tea',
        steps: [photos[0], photos[0], photos[1]].map((p) => ({ photoId: p!.id, label: 'Pour' })),
      }),
    ).toMatch(/one step only/);
    expect(
      await message({
        title: 'Tea',
        steps: photos.slice(0, 3).map((p) => ({ photoId: p.id, label: ' ' })),
      }),
    ).toMatch(/few words/);
    // Another circle's photo is as unknown as a removed one.
    expect(await message(sequenceOf('Tea', [...photos.slice(0, 2), theirs]))).toMatch(
      /no longer among/,
    );
    expect((await post(sequenceOf('Tea', photos.slice(0, 6)))).statusCode).toBe(201);
  });

  it('of another circle are not found, and another circle’s are not touched', async () => {
    const a = await family();
    const b = await family();
    const photos = await Promise.all([1, 2, 3].map(() => addPhoto(a.caregiver.agent)));
    const made = await a.caregiver.agent.post(`${a.base}/sequences`, sequenceOf('Tea', photos));
    const id = made.json<{ sequence: FamilySequence }>().sequence.id;
    const bPhotos = await Promise.all([1, 2, 3].map(() => addPhoto(b.caregiver.agent)));
    // Through circle A's path: not B's circle.
    expect((await b.caregiver.agent.get(`${a.base}/pictures`)).statusCode).toBe(404);
    expect((await b.caregiver.agent.delete(`${a.base}/sequences/${id}`)).statusCode).toBe(404);
    // Through B's own path: no such sequence in B's circle.
    expect((await b.caregiver.agent.delete(`${b.base}/sequences/${id}`)).statusCode).toBe(404);
    expect(
      (await b.caregiver.agent.put(`${b.base}/sequences/${id}`, sequenceOf('Mine', bPhotos)))
        .statusCode,
    ).toBe(404);
    expect((await pictures(a.sam.agent, a.base)).sequences).toMatchObject([{ id, title: 'Tea' }]);
    expect((await pictures(b.sam.agent, b.base)).sequences).toEqual([]);
  });
});
