import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MusicOverview, OwnSong, SongNote } from '../../../shared/music';
import { auditEvents } from '../../platform/audit/audit.schema';
import { musicCatalogueNotes, musicSettings, musicSongs } from './memory.schema';
import { inviteMember } from '../../test/fixtures';
import { createTestApp, registerAgent, type TestContext } from '../../test/test-app';
import { inAnotherKinwell } from '../../test/another-kinwell';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
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

const SONG = {
  title: 'Danny Boy',
  artist: 'Grandpa Joe',
  year: 1962,
  link: 'https://example.com/danny-boy',
  moods: ['calm'],
  helped: 'Calmed her at bedtime',
};
const MOON_RIVER = 'moon-river-henry-mancini-1961';

describe('the circle’s music', () => {
  it('starts from the year of birth in the profile and the default service', async () => {
    const { caregiver, sam } = await family();
    const before = (await sam.agent.get('/api/circle/music')).json<MusicOverview>();
    expect(before).toEqual({
      settings: { service: 'youtube-music', eraFrom: null },
      birthYear: null,
      ownSongs: [],
      notes: [],
    });
    await caregiver.agent.patch('/api/circle/recipient', { dateOfBirth: '1948-05-30' });
    const after = (await sam.agent.get('/api/circle/music')).json<MusicOverview>();
    expect(after.birthYear).toBe(1948);
  });

  it('lets a family member choose the service and the era, audited', async () => {
    const { sam, caregiver, circleId } = await family();
    const saved = await sam.agent.put('/api/circle/music/settings', {
      service: 'spotify',
      eraFrom: 1940,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ service: 'spotify', eraFrom: 1940 });
    const overview = (await caregiver.agent.get('/api/circle/music')).json<MusicOverview>();
    expect(overview.settings).toEqual({ service: 'spotify', eraFrom: 1940 });

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId));
    expect(audit.filter((e) => e.action === 'music.settings_changed')).toEqual([
      expect.objectContaining({
        actorUserId: sam.user.id,
        detail: 'service: Spotify, era: from 1940',
      }),
    ]);
  });

  it('refuses a service or an era not on the list, in plain words', async () => {
    const { sam } = await family();
    const response = await sam.agent.put('/api/circle/music/settings', {
      service: 'napster',
      eraFrom: 1850,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please choose a music service from the list');
  });
});

describe('the family’s own songs', () => {
  it('are added by any member with what helped, listed for everyone, and audited', async () => {
    const { sam, caregiver, circleId } = await family();
    const created = await sam.agent.post('/api/circle/music/songs', SONG);
    expect(created.statusCode, created.body).toBe(201);
    const song = created.json<{ song: OwnSong }>().song;
    expect(song).toMatchObject({ ...SONG, addedBy: { id: sam.user.id, name: 'Sam Lopez' } });

    const overview = (await caregiver.agent.get('/api/circle/music')).json<MusicOverview>();
    expect(overview.ownSongs).toEqual([song]);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId));
    expect(audit.filter((e) => e.action === 'music.song_added')).toEqual([
      expect.objectContaining({ actorUserId: sam.user.id, subject: `music_song:${song.id}` }),
    ]);
  });

  it('need a title, an artist and a web link, and say so', async () => {
    const { sam } = await family();
    const cases: [object, string][] = [
      [{ ...SONG, title: ' ' }, 'Please enter the song’s title'],
      [{ ...SONG, artist: '' }, 'Please enter who sings or plays it'],
      [
        { ...SONG, link: 'javascript:alert(1)' },
        'Please paste a web link that starts with https:// or http://',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await sam.agent.post('/api/circle/music/songs', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const ftp = await sam.agent.post('/api/circle/music/songs', {
      ...SONG,
      link: 'ftp://example.com/song.mp3',
    });
    expect(ftp.statusCode).toBe(400);
    const year = await sam.agent.post('/api/circle/music/songs', { ...SONG, year: 62 });
    expect(year.body).toContain('Please enter a year from 1900 on');
  });

  it('are changed or removed by whoever added them or a caregiver, not by another member', async () => {
    const { sam, rosa, caregiver, circleId } = await family();
    const song = (await sam.agent.post('/api/circle/music/songs', SONG)).json<{ song: OwnSong }>()
      .song;
    const path = `/api/circle/music/songs/${song.id}`;

    const byRosa = await rosa.agent.put(path, { ...SONG, helped: 'Rosa’s words' });
    expect(byRosa.statusCode).toBe(403);
    expect(byRosa.body).toContain('Only the person who added this song, or a caregiver');
    expect((await rosa.agent.delete(path)).statusCode).toBe(403);

    const bySam = await sam.agent.put(path, { ...SONG, helped: 'Sang along at lunch' });
    expect(bySam.statusCode).toBe(200);
    expect(bySam.json<{ song: OwnSong }>().song.helped).toBe('Sang along at lunch');

    const byCaregiver = await caregiver.agent.put(path, { ...SONG, year: 1963 });
    expect(byCaregiver.json<{ song: OwnSong }>().song).toMatchObject({
      year: 1963,
      addedBy: { id: sam.user.id },
    });
    expect((await caregiver.agent.delete(path)).statusCode).toBe(204);
    expect((await caregiver.agent.delete(path)).statusCode).toBe(404);
    expect((await sam.agent.get('/api/circle/music')).json<MusicOverview>().ownSongs).toEqual([]);

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId));
    expect(
      audit.filter((e) => e.action.startsWith('music.song')).map((e) => [e.action, e.detail]),
    ).toEqual([
      ['music.song_added', null],
      ['music.song_changed', 'helped'],
      ['music.song_changed', 'year, helped'],
      ['music.song_removed', null],
    ]);
  });

  it('are never read or changed from another family', async () => {
    const { sam } = await family();
    const other = await registerAgent(ctx.app, { name: 'Lee Other', role: 'caregiver' });
    const song = (await sam.agent.post('/api/circle/music/songs', SONG)).json<{ song: OwnSong }>()
      .song;
    await sam.agent.put(`/api/circle/music/notes/${MOON_RIVER}`, { helped: 'Smiled' });

    const theirs = (await other.agent.get('/api/circle/music')).json<MusicOverview>();
    expect(theirs.ownSongs).toEqual([]);
    expect(theirs.notes).toEqual([]);
    const path = `/api/circle/music/songs/${song.id}`;
    expect((await other.agent.put(path, SONG)).statusCode).toBe(404);
    expect((await other.agent.delete(path)).statusCode).toBe(404);
    // Their own note on the same song is theirs alone.
    await other.agent.put(`/api/circle/music/notes/${MOON_RIVER}`, { helped: 'Hummed' });
    const ours = (await sam.agent.get('/api/circle/music')).json<MusicOverview>();
    expect(ours.ownSongs).toHaveLength(1);
    expect(ours.notes.map((n) => n.helped)).toEqual(['Smiled']);
  });
});

describe('what helped with a catalogue song', () => {
  it('is written, replaced and removed by members, and audited', async () => {
    const { sam, rosa, circleId } = await family();
    const path = `/api/circle/music/notes/${MOON_RIVER}`;
    const saved = await sam.agent.put(path, { helped: 'Calmed her at bedtime' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ note: SongNote }>().note).toMatchObject({
      catalogueId: MOON_RIVER,
      helped: 'Calmed her at bedtime',
      writtenBy: { name: 'Sam Lopez' },
    });
    await rosa.agent.put(path, { helped: 'Calmed her at bedtime; try it after lunch too' });
    const overview = (await sam.agent.get('/api/circle/music')).json<MusicOverview>();
    expect(overview.notes).toEqual([
      expect.objectContaining({
        helped: 'Calmed her at bedtime; try it after lunch too',
        writtenBy: { id: rosa.user.id, name: 'Rosa Lopez' },
      }),
    ]);
    expect((await rosa.agent.delete(path)).statusCode).toBe(204);
    expect((await rosa.agent.delete(path)).statusCode).toBe(404);

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId));
    expect(audit.filter((e) => e.action.startsWith('music.note')).map((e) => e.action)).toEqual([
      'music.note_saved',
      'music.note_saved',
      'music.note_removed',
    ]);
  });

  it('needs words and a song that is in the catalogue', async () => {
    const { sam } = await family();
    const empty = await sam.agent.put(`/api/circle/music/notes/${MOON_RIVER}`, { helped: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please write what helped, or remove the note');
    const unknown = await sam.agent.put('/api/circle/music/notes/no-such-song-1950', {
      helped: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('We could not find that song.');
  });
});

describe('the export', () => {
  it('carries the circle’s music tables, which import back as they were', async () => {
    const { caregiver, sam, circleId } = await family();
    await sam.agent.put('/api/circle/music/settings', { service: 'apple-music', eraFrom: null });
    await sam.agent.post('/api/circle/music/songs', SONG);
    await sam.agent.put(`/api/circle/music/notes/${MOON_RIVER}`, { helped: 'Smiled' });
    const response = await caregiver.agent.get('/api/circle/export');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const manifest = JSON.parse(strFromU8(files['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(manifest.tables.music_settings).toEqual([
      expect.objectContaining({ service: 'apple-music' }),
    ]);
    expect(manifest.tables.music_songs).toEqual([
      expect.objectContaining({ title: 'Danny Boy', helped: 'Calmed her at bedtime' }),
    ]);
    expect(manifest.tables.music_catalogue_notes).toEqual([
      expect.objectContaining({ catalogueId: MOON_RIVER, helped: 'Smiled' }),
    ]);

    await inAnotherKinwell({}, async (fresh) => {
      await fresh.importArchive(new Uint8Array(response.rawPayload));
      expect(
        await fresh.db.select().from(musicSettings).where(eq(musicSettings.circleId, circleId)),
      ).toEqual([expect.objectContaining({ service: 'apple-music', eraFrom: null })]);
      expect(
        await fresh.db.select().from(musicSongs).where(eq(musicSongs.circleId, circleId)),
      ).toEqual([expect.objectContaining({ title: 'Danny Boy', moods: ['calm'], year: 1962 })]);
      expect(
        await fresh.db
          .select()
          .from(musicCatalogueNotes)
          .where(eq(musicCatalogueNotes.circleId, circleId)),
      ).toEqual([expect.objectContaining({ catalogueId: MOON_RIVER, helped: 'Smiled' })]);
    });
  });
});
