import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryPerson, Photo } from '../../../shared/memory-photos';
import type { RecentAddition, Trigger, TriggerInput } from '../../../shared/memory-triggers';
import { auditEvents } from '../../platform/audit/audit.schema';
import { createTemporaryFileStore } from '../../platform/files/file-store';
import { inviteMember, photoUpload, recordingUpload } from '../../test/fixtures';
import { createTestApp, registerAgent, type Agent, type TestContext } from '../../test/test-app';
import { groupRecentItems, type RecentItem } from './home.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { files: await createTemporaryFileStore() });
});
afterAll(() => ctx.close());
const NOW = '2026-03-02T15:00:00Z';
beforeEach(() => ctx.clock.set(NOW));

async function family() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const rosa = await inviteMember(ctx, caregiver.agent, 'family', 'Rosa Lopez');
  return { caregiver, sam, rosa, circleId: caregiver.user.circleId as string };
}

async function addPhoto(agent: Agent, caption?: string) {
  const response = await agent.upload('POST', '/api/circle/photos', {
    ...(await photoUpload()),
    fields: caption ? { caption } : {},
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ photo: Photo }>().photo;
}
async function addTrigger(agent: Agent, input: TriggerInput) {
  const response = await agent.post('/api/circle/memory-triggers', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ trigger: Trigger }>().trigger;
}
const list = async (agent: Agent, query = '') => {
  const response = await agent.get(`/api/circle/memory-triggers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ triggers: Trigger[] }>().triggers;
};
const recent = async (agent: Agent) => {
  const response = await agent.get('/api/circle/memory-home/recent');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ additions: RecentAddition[] }>().additions;
};

describe('memory triggers', () => {
  it('a family member writes one tied to a photo, with what helps and what to avoid; everyone sees it', async () => {
    const { caregiver, sam, circleId } = await family();
    const photo = await addPhoto(caregiver.agent, 'The Palladium, 1958');
    const trigger = await addTrigger(sam.agent, {
      starter: '  Ask about dancing at the Palladium ',
      helps: 'Put on some big band music first',
      avoid: 'Don’t say her husband has died — talk about their wedding instead',
      tie: { kind: 'photo', photoId: photo.id },
    });
    expect(trigger).toMatchObject({
      starter: 'Ask about dancing at the Palladium',
      helps: 'Put on some big band music first',
      avoid: 'Don’t say her husband has died — talk about their wedding instead',
      tie: { kind: 'photo', photoId: photo.id, label: 'The Palladium, 1958' },
      addedBy: { id: sam.user.id, name: 'Sam Lopez' },
      canChange: true,
    });
    expect(trigger.tie.thumbnailUrl).toMatch(`/api/circle/photos/${photo.id}/thumbnail`);

    const seenByCaregiver = await list(caregiver.agent);
    expect(seenByCaregiver).toHaveLength(1);
    expect(seenByCaregiver[0]).toMatchObject({ id: trigger.id, canChange: true });
    // The photo's own triggers, for the photo screen and the person's view.
    expect((await list(caregiver.agent, `?photoId=${photo.id}`)).map((t) => t.id)).toEqual([
      trigger.id,
    ]);

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId))
      .orderBy(asc(auditEvents.id));
    expect(audit.at(-1)).toMatchObject({
      action: 'memory.trigger_added',
      actorUserId: sam.user.id,
      subject: `memory_trigger:${trigger.id}`,
    });
  });

  it('ties to a person, a place, a family or catalogue song, an era or nothing, and filters by it', async () => {
    const { caregiver, sam } = await family();
    const person = (
      await caregiver.agent.post('/api/circle/memory-people', {
        name: 'Joe',
        relationship: 'husband',
      })
    ).json<{ person: MemoryPerson }>().person;
    const song = (
      await caregiver.agent.post('/api/circle/music/songs', {
        title: 'Danny Boy',
        artist: 'Grandpa Joe',
        year: 1950,
      })
    ).json<{ song: { id: string } }>().song;
    const byPerson = await addTrigger(sam.agent, {
      starter: 'Ask how she met Joe',
      tie: { kind: 'person', personId: person.id },
    });
    const byPlace = await addTrigger(sam.agent, {
      starter: 'Ask about the farm',
      tie: { kind: 'place', place: 'Cork' },
    });
    const byFamilySong = await addTrigger(sam.agent, {
      starter: 'Sing along',
      tie: { kind: 'song', familySongId: song.id },
    });
    const byCatalogueSong = await addTrigger(sam.agent, {
      starter: 'Hum it together',
      tie: { kind: 'song', catalogueId: 'moon-river-henry-mancini-1961' },
    });
    const byEra = await addTrigger(sam.agent, {
      starter: 'Ask about the first television',
      tie: { kind: 'era', decade: 1950 },
    });
    const untied = await addTrigger(sam.agent, { starter: 'Ask about her garden' });

    expect(byPerson.tie).toMatchObject({ kind: 'person', label: 'Joe — husband' });
    expect(byPlace.tie).toMatchObject({ kind: 'place', label: 'Cork', place: 'Cork' });
    expect(byFamilySong.tie).toMatchObject({
      kind: 'song',
      label: 'Danny Boy — Grandpa Joe, 1950',
    });
    expect(byCatalogueSong.tie).toMatchObject({
      kind: 'song',
      catalogueId: 'moon-river-henry-mancini-1961',
      label: 'Moon River — Henry Mancini, 1961',
    });
    expect(byEra.tie).toMatchObject({ kind: 'era', label: 'the 1950s', decade: 1950 });
    expect(untied.tie).toMatchObject({ kind: 'none', label: 'Nothing in particular' });

    const ids = async (query: string) => (await list(sam.agent, query)).map((t) => t.id);
    expect((await ids('?tie=song')).sort()).toEqual([byCatalogueSong.id, byFamilySong.id].sort());
    expect(await ids('?tie=person')).toEqual([byPerson.id]);
    expect(await ids(`?personId=${person.id}`)).toEqual([byPerson.id]);
    expect(await ids('?tie=place')).toEqual([byPlace.id]);
    expect(await ids('?tie=era')).toEqual([byEra.id]);
    expect(await ids('?tie=none')).toEqual([untied.id]);
    expect(await ids('?limit=2')).toHaveLength(2);

    // Removing the person for good leaves the trigger, tied to nothing.
    expect(
      (await caregiver.agent.delete(`/api/circle/memory-people/${person.id}`)).statusCode,
    ).toBe(204);
    expect((await ids('?tie=none')).sort()).toEqual([untied.id, byPerson.id].sort());
  });

  it('refuses what is missing, too long or badly tied, with a clear message', async () => {
    const { sam } = await family();
    const cases: [unknown, string][] = [
      [{ starter: '   ' }, 'Please write the conversation starter'],
      [{ starter: 'x'.repeat(201) }, 'The conversation starter must be at most 200 characters'],
      [
        { starter: 'Ask', avoid: 'x'.repeat(1001) },
        'What to avoid must be at most 1000 characters',
      ],
      [{ starter: 'Ask', tie: { kind: 'place', place: ' ' } }, 'Please enter the place'],
      [
        { starter: 'Ask', tie: { kind: 'era', decade: 1955 } },
        'Please choose a decade from the list, like the 1950s',
      ],
      [{ starter: 'Ask', tie: { kind: 'song' } }, 'Please choose a song from the list'],
      [
        { starter: 'Ask', tie: { kind: 'smell' } },
        'Please choose what the memory trigger is tied to',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await sam.agent.post('/api/circle/memory-triggers', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const unknownSong = await sam.agent.post('/api/circle/memory-triggers', {
      starter: 'Ask',
      tie: { kind: 'song', catalogueId: 'no-such-song-1961' },
    });
    expect(unknownSong.statusCode).toBe(404);
    expect(unknownSong.json()).toMatchObject({ message: 'We could not find that song.' });
  });

  it('a member changes and removes only their own; a caregiver any; audited', async () => {
    const { caregiver, sam, rosa, circleId } = await family();
    const samTrigger = await addTrigger(sam.agent, { starter: 'Ask about the war years' });
    expect((await list(rosa.agent))[0]).toMatchObject({ id: samTrigger.id, canChange: false });

    const byRosa = await rosa.agent.put(`/api/circle/memory-triggers/${samTrigger.id}`, {
      starter: 'Changed',
    });
    expect(byRosa.statusCode).toBe(403);
    expect(byRosa.json()).toMatchObject({
      message:
        'Only the person who wrote this memory trigger, or a caregiver, can change or remove it.',
    });
    expect(
      (await rosa.agent.delete(`/api/circle/memory-triggers/${samTrigger.id}`)).statusCode,
    ).toBe(403);

    const changed = await sam.agent.put(`/api/circle/memory-triggers/${samTrigger.id}`, {
      starter: 'Ask about the dance halls',
      avoid: 'Don’t correct the dates',
      tie: { kind: 'era', decade: 1940 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ trigger: Trigger }>().trigger).toMatchObject({
      starter: 'Ask about the dance halls',
      avoid: 'Don’t correct the dates',
      tie: { kind: 'era', decade: 1940 },
    });

    const byCaregiver = await caregiver.agent.put(`/api/circle/memory-triggers/${samTrigger.id}`, {
      starter: 'Ask about the dance halls',
      avoid: 'Don’t correct the dates',
      helps: 'Show the photo from 1947',
      tie: { kind: 'era', decade: 1940 },
    });
    expect(byCaregiver.statusCode).toBe(200);
    expect(
      (await caregiver.agent.delete(`/api/circle/memory-triggers/${samTrigger.id}`)).statusCode,
    ).toBe(204);
    expect(await list(sam.agent)).toEqual([]);

    const actions = (
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.circleId, circleId))
        .orderBy(asc(auditEvents.id))
    )
      .filter((event) => event.action.startsWith('memory.trigger'))
      .map((event) => [event.action, event.detail]);
    expect(actions).toEqual([
      ['memory.trigger_added', 'tied to: none'],
      ['memory.trigger_changed', 'starter, avoid, tie'],
      ['memory.trigger_changed', 'helps'],
      ['memory.trigger_removed', null],
    ]);
  });

  it('never shows or ties to another circle’s triggers, photos, people or songs', async () => {
    const mine = await family();
    const other = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
    const theirPhoto = await addPhoto(other.agent, 'Theirs');
    const theirPerson = (
      await other.agent.post('/api/circle/memory-people', { name: 'Ada' })
    ).json<{ person: MemoryPerson }>().person;
    const theirSong = (
      await other.agent.post('/api/circle/music/songs', { title: 'Theirs', artist: 'Them' })
    ).json<{ song: { id: string } }>().song;
    const theirTrigger = await addTrigger(other.agent, { starter: 'Ask about Lagos' });

    for (const [tie, message] of [
      [{ kind: 'photo', photoId: theirPhoto.id }, 'We could not find that photo.'],
      [{ kind: 'person', personId: theirPerson.id }, 'We could not find that person.'],
      [{ kind: 'song', familySongId: theirSong.id }, 'We could not find that song.'],
    ] as const) {
      const response = await mine.sam.agent.post('/api/circle/memory-triggers', {
        starter: 'Ask',
        tie,
      });
      expect(response.statusCode, JSON.stringify(tie)).toBe(404);
      expect(response.json()).toMatchObject({ message });
    }
    expect(await list(mine.caregiver.agent)).toEqual([]);
    expect(await list(mine.caregiver.agent, `?photoId=${theirPhoto.id}`)).toEqual([]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await mine.caregiver.agent.request(
        method,
        `/api/circle/memory-triggers/${theirTrigger.id}`,
        { body: method === 'PUT' ? { starter: 'Mine now' } : undefined },
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'We could not find that memory trigger.' });
    }
    expect((await list(other.agent))[0]).toMatchObject({ starter: 'Ask about Lagos' });
  });

  it('keeps a trigger tied to a removed photo, yet a removed photo cannot be chosen anew', async () => {
    const { caregiver, sam } = await family();
    const photo = await addPhoto(caregiver.agent, 'Lake');
    const trigger = await addTrigger(sam.agent, {
      starter: 'Ask about the lake',
      tie: { kind: 'photo', photoId: photo.id },
    });
    expect((await caregiver.agent.delete(`/api/circle/photos/${photo.id}`)).statusCode).toBe(204);
    const kept = await sam.agent.put(`/api/circle/memory-triggers/${trigger.id}`, {
      starter: 'Ask about swimming in the lake',
      tie: { kind: 'photo', photoId: photo.id },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const fresh = await sam.agent.post('/api/circle/memory-triggers', {
      starter: 'Another',
      tie: { kind: 'photo', photoId: photo.id },
    });
    expect(fresh.statusCode).toBe(404);
  });
});

describe('recent additions on the memory support home', () => {
  it('groups others’ photos per person, newest first, without one’s own or removed ones', async () => {
    const { caregiver, sam, rosa } = await family();
    ctx.clock.set('2026-03-01T09:00:00Z');
    await addPhoto(rosa.agent, 'One');
    await addPhoto(rosa.agent, 'Two');
    ctx.clock.set('2026-03-01T10:00:00Z');
    const third = await addPhoto(rosa.agent, 'Three');
    ctx.clock.set('2026-03-02T12:00:00Z');
    await addPhoto(caregiver.agent, 'Caregiver’s');
    const removed = await addPhoto(caregiver.agent, 'Removed');
    await caregiver.agent.delete(`/api/circle/photos/${removed.id}`);
    ctx.clock.set('2026-03-02T12:05:00Z');
    await addPhoto(sam.agent, 'Sam’s own');
    ctx.clock.set(NOW);

    const additions = await recent(sam.agent);
    expect(additions.map((a) => a.summary)).toEqual([
      'Maria Lopez added a photo',
      'Rosa Lopez added 3 photos',
    ]);
    expect(additions[1]).toMatchObject({
      source: 'photos',
      addedBy: { id: rosa.user.id, name: 'Rosa Lopez' },
      count: 3,
      latestAt: '2026-03-01T10:00:00.000Z',
      link: '/memory-support/photos',
    });
    expect(additions[1]!.thumbnails[0]).toEqual({
      url: third.thumbnailUrl,
      imageUrl: third.imageUrl,
      width: third.width,
      height: third.height,
      alt: 'Three',
      link: `/memory-support/photos/${third.id}`,
    });
    // Rosa sees Sam's and Maria's, never her own.
    expect((await recent(rosa.agent)).map((a) => a.summary)).toEqual([
      'Sam Lopez added a photo',
      'Maria Lopez added a photo',
    ]);
  });

  it('lists others’ recordings and memory books beside their photos', async () => {
    const { caregiver, sam } = await family();
    ctx.clock.set('2026-03-01T09:00:00Z');
    const first = await caregiver.agent.upload('POST', '/api/circle/recordings', {
      ...recordingUpload(),
      fields: { title: 'Grandpa at the lake' },
    });
    expect(first.statusCode).toBe(201);
    await caregiver.agent.upload('POST', '/api/circle/recordings', {
      ...recordingUpload(),
      fields: { title: 'Happy birthday' },
    });
    ctx.clock.set('2026-03-02T09:00:00Z');
    const book = await caregiver.agent.post('/api/circle/memory-books', { title: 'Our life' });
    expect(book.statusCode).toBe(201);
    ctx.clock.set(NOW);

    const additions = await recent(sam.agent);
    expect(additions.map((a) => [a.summary, a.link])).toEqual([
      ['Maria Lopez added a memory book', '/memory-support/books'],
      ['Maria Lopez added 2 recordings', '/memory-support/recordings'],
    ]);
    // Removed recordings drop out; whoever made them never sees their own.
    const id = first.json<{ recording: { id: string } }>().recording.id;
    expect((await caregiver.agent.delete(`/api/circle/recordings/${id}`)).statusCode).toBe(204);
    expect((await recent(sam.agent)).map((a) => a.summary)).toContain(
      'Maria Lopez added a recording',
    );
    expect(await recent(caregiver.agent)).toEqual([]);
  });

  it('shows only the last 14 days, and never another circle’s', async () => {
    const { caregiver, sam } = await family();
    const other = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
    ctx.clock.set('2026-02-10T12:00:00Z');
    await addPhoto(caregiver.agent, 'Too old');
    ctx.clock.set('2026-02-20T12:00:00Z');
    await addPhoto(caregiver.agent, 'Recent');
    await addPhoto(other.agent, 'Another family’s');
    ctx.clock.set(NOW);
    const additions = await recent(sam.agent);
    expect(additions).toHaveLength(1);
    expect(additions[0]).toMatchObject({ summary: 'Maria Lopez added a photo' });
    expect(additions[0]!.thumbnails.map((t) => t.alt)).toEqual(['Recent']);
    expect(await recent(other.agent)).toEqual([]);
  });

  it('starts a new group after a long gap between one person’s additions', () => {
    const item = (at: string, userId = 'u1'): RecentItem => ({
      source: 'photos',
      addedByUserId: userId,
      addedByName: userId === 'u1' ? 'Rosa' : 'Sam',
      at: new Date(at),
    });
    const groups = groupRecentItems([
      item('2026-03-01T08:00:00Z'),
      item('2026-03-01T13:00:00Z'),
      item('2026-03-01T20:00:00Z'),
      item('2026-03-01T12:00:00Z', 'u2'),
    ]);
    expect(groups.map((g) => g.summary)).toEqual([
      'Rosa added a photo',
      'Rosa added 2 photos',
      'Sam added a photo',
    ]);
  });
});
