import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../shared/memory-photos';
import type { Recording } from '../../../shared/memory-recordings';
import type { Trigger, TriggerTie } from '../../../shared/memory-triggers';
import type { CatalogueEntry, OwnSong } from '../../../shared/music';
import {
  codeMatches,
  ideasFor,
  leaveCode,
  peopleLine,
  photoWords,
  recordingsOfPhoto,
  spacedCode,
  viewPlaylist,
} from './person-view.logic';

const PHOTO_ID = '00000000-0000-4000-8000-000000000001';
const ROSA = '00000000-0000-4000-8000-0000000000a1';
const TOM = '00000000-0000-4000-8000-0000000000a2';

const photo = (over: Partial<Photo> = {}) => ({
  id: PHOTO_ID,
  caption: 'Dancing at the Palladium',
  people: [{ id: ROSA, name: 'Rosa', relationship: 'granddaughter' }],
  place: 'London',
  year: 1962,
  isDecade: false,
  story: 'They danced until the band went home',
  ...over,
});

const tie = (over: Partial<TriggerTie> = {}): TriggerTie => ({
  kind: 'none',
  label: '',
  photoId: null,
  thumbnailUrl: null,
  personId: null,
  place: null,
  familySongId: null,
  catalogueId: null,
  decade: null,
  ...over,
});

const trigger = (starter: string, over: Partial<TriggerTie> = {}): Trigger => ({
  id: starter,
  starter,
  helps: null,
  avoid: null,
  tie: tie(over),
  addedBy: { id: 'u', name: 'Maria' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canChange: true,
});

const recording = (over: Partial<Recording>): Recording => ({
  id: 'r',
  title: 'Grandpa tells the story',
  photoId: null,
  songId: null,
  transcript: null,
  durationSeconds: 30,
  mimeType: 'audio/mpeg',
  bytes: 1000,
  addedBy: { id: 'u', name: 'Maria' },
  addedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  removedAt: null,
  deletesOn: null,
  audioUrl: '/api/circle/recordings/r/audio',
  canChange: true,
  ...over,
});

describe('the code the companion types to leave the person’s view', () => {
  it('is three digits, never one digit three times nor a run, whatever the chance', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (let i = 0; i < 2000; i += 1) {
      const code = leaveCode(random);
      expect(code).toMatch(/^\d{3}$/);
      expect(code).not.toMatch(/^(\d)\1\1$/);
      expect(['012', '123', '234', '345', '456', '567', '678', '789']).not.toContain(code);
      expect(['210', '321', '432', '543', '654', '765', '876', '987']).not.toContain(code);
    }
  });

  it('draws again when chance gives 5 5 5 or 1 2 3', () => {
    const draws = [0.55, 0.55, 0.55, 0.15, 0.25, 0.35, 0.45, 0.75, 0.25];
    expect(leaveCode(() => draws.shift()!)).toBe('472');
  });

  it('is shown digit by digit and accepted with or without spaces', () => {
    expect(spacedCode('472')).toBe('4 7 2');
    expect(codeMatches(' 4 7 2 ', '472')).toBe(true);
    expect(codeMatches('472', '472')).toBe(true);
    expect(codeMatches('47', '472')).toBe(false);
    expect(codeMatches('4721', '472')).toBe(false);
  });
});

describe('a photo’s words', () => {
  it('reads the caption, who is in it, where and when, and the story', () => {
    expect(photoWords(photo())).toBe(
      'Dancing at the Palladium. This is Rosa, granddaughter. London, 1962. They danced until the band went home.',
    );
  });

  it('names several people and a decade, and leaves out what the photo does not have', () => {
    expect(
      photoWords(
        photo({
          caption: null,
          story: null,
          place: null,
          year: 1960,
          isDecade: true,
          people: [
            { id: ROSA, name: 'Rosa', relationship: 'granddaughter' },
            { id: TOM, name: 'Tom', relationship: null },
          ],
        }),
      ),
    ).toBe('Here are Rosa, granddaughter; and Tom. The 1960s.');
    expect(
      photoWords(photo({ caption: null, story: null, place: null, year: null, people: [] })),
    ).toBe('');
  });

  it('lists the people under the photo', () => {
    expect(peopleLine([])).toBeNull();
    expect(
      peopleLine([
        { id: ROSA, name: 'Rosa', relationship: 'granddaughter' },
        { id: TOM, name: 'Tom', relationship: 'son' },
      ]),
    ).toBe('Rosa — granddaughter and Tom — son');
  });
});

describe('what goes with the photo on screen', () => {
  it('plays the photo’s own recordings, oldest first, and none that were removed', () => {
    const list = [
      recording({ id: 'b', photoId: PHOTO_ID, addedAt: '2026-02-01T00:00:00.000Z' }),
      recording({ id: 'a', photoId: PHOTO_ID, addedAt: '2026-01-01T00:00:00.000Z' }),
      recording({ id: 'x', photoId: PHOTO_ID, removedAt: '2026-03-01T00:00:00.000Z' }),
      recording({ id: 'o', photoId: null }),
    ];
    expect(recordingsOfPhoto(list, PHOTO_ID).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('offers the photo’s ideas first, then its people’s, then general ones', () => {
    const triggers = [
      trigger('era', { kind: 'era', decade: 1950 }),
      trigger('general'),
      trigger('rosa', { kind: 'person', personId: ROSA }),
      trigger('this photo', { kind: 'photo', photoId: PHOTO_ID }),
      trigger('tom', { kind: 'person', personId: TOM }),
    ];
    expect(ideasFor(triggers, photo(), 4).map((item) => item.starter)).toEqual([
      'this photo',
      'rosa',
      'general',
      'era',
    ]);
    expect(ideasFor(triggers, null, 2).map((item) => item.starter)).toEqual(['general', 'era']);
  });
});

describe('the view’s playlist', () => {
  const own: OwnSong = {
    id: 's1',
    title: 'Our wedding song',
    artist: 'The family',
    year: 1965,
    link: null,
    moods: ['romantic'],
    helped: 'calmed her at bedtime',
    addedBy: { id: 'u', name: 'Maria' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const song = (title: string, year: number): CatalogueEntry => ({
    id: `${title}-${year}`,
    title,
    artist: 'Someone',
    year,
    moods: ['calm'],
    source: 'https://example.org',
  });

  it('puts the family’s songs first, with their recording, then the era’s songs with links', () => {
    const list = viewPlaylist({
      ownSongs: [own, { ...own, id: 's2', title: 'Linked', link: 'https://example.org/x' }],
      recordings: [recording({ id: 'rec', songId: 's1' })],
      catalogue: [song('Too early', 1940), song('In era', 1960), song('Also', 1970)],
      era: { kind: 'birth-year', from: 1955, to: 1975 },
      service: 'spotify',
      notes: new Map([['In era-1960', 'she sang along']]),
    });
    expect(list.own.map((item) => [item.title, item.recording?.id ?? null, item.href])).toEqual([
      ['Our wedding song', 'rec', null],
      ['Linked', null, 'https://example.org/x'],
    ]);
    expect(list.era.map((item) => [item.title, item.byline, item.helped])).toEqual([
      ['In era', 'Someone, 1960', 'she sang along'],
      ['Also', 'Someone, 1970', null],
    ]);
    expect(list.era[0]!.href).toBe('https://open.spotify.com/search/In%20era%20Someone');
  });

  it('has no era songs while the era is unknown', () => {
    const list = viewPlaylist({
      ownSongs: [],
      recordings: [],
      catalogue: [song('In era', 1960)],
      era: { kind: 'unknown' },
      service: 'spotify',
      notes: new Map(),
    });
    expect(list.era).toEqual([]);
  });
});
