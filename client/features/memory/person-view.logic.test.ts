import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../shared/memory-photos';
import type { Recording } from '../../../shared/memory-recordings';
import type { Trigger, TriggerTie } from '../../../shared/memory-triggers';
import type { OwnSong } from '../../../shared/music';
import {
  codeMatches,
  ideasFor,
  leaveCode,
  peopleLine,
  photoWords,
  recordingsOfPhoto,
  spacedCode,
  viewMusic,
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

describe('the view’s music', () => {
  const own: OwnSong = {
    id: 's1',
    title: 'Our wedding song',
    artist: 'The family',
    year: 1965,
    link: 'https://example.org/wedding-song',
    moods: ['romantic'],
    helped: 'calmed her at bedtime',
    addedBy: { id: 'u', name: 'Maria' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('plays the family’s songs they recorded, and leaves out songs that are only a link', () => {
    const music = viewMusic({
      ownSongs: [own, { ...own, id: 's2', title: 'Only a link' }],
      recordings: [recording({ id: 'rec', title: 'Maria sings it', songId: 's1' })],
    });
    expect(music.songs).toEqual([
      {
        key: 'rec',
        name: 'Our wedding song',
        byline: 'The family, 1965',
        recording: expect.objectContaining({ id: 'rec' }) as Recording,
      },
    ]);
    expect(music.voices).toEqual([]);
  });

  it('tells a song’s recordings apart by their titles when there are several', () => {
    const music = viewMusic({
      ownSongs: [own],
      recordings: [
        recording({ id: 'a', title: 'Maria sings it', songId: 's1' }),
        recording({ id: 'b', title: 'Tom on the piano', songId: 's1' }),
      ],
    });
    expect(music.songs.map((item) => item.name)).toEqual([
      'Our wedding song: Maria sings it',
      'Our wedding song: Tom on the piano',
    ]);
  });

  it('plays the family’s other recordings as their voices, newest first, none removed', () => {
    const music = viewMusic({
      ownSongs: [],
      recordings: [
        recording({ id: 'old', title: 'Lullaby', addedAt: '2026-01-01T00:00:00.000Z' }),
        recording({
          id: 'new',
          title: 'The story',
          photoId: PHOTO_ID,
          addedAt: '2026-02-01T00:00:00.000Z',
        }),
        recording({ id: 'gone', removedAt: '2026-03-01T00:00:00.000Z' }),
        // A recording of a song no longer in the list is still a family voice.
        recording({
          id: 'orphan',
          title: 'Humming',
          songId: 's9',
          addedAt: '2025-12-01T00:00:00.000Z',
        }),
      ],
    });
    expect(music.songs).toEqual([]);
    expect(music.voices.map((item) => [item.name, item.byline])).toEqual([
      ['The story', 'Maria'],
      ['Lullaby', 'Maria'],
      ['Humming', 'Maria'],
    ]);
  });

  it('numbers two recordings that share a title, so each Play says which', () => {
    const music = viewMusic({
      ownSongs: [],
      recordings: [
        recording({ id: 'a', title: 'Lullaby', addedAt: '2026-02-01T00:00:00.000Z' }),
        recording({ id: 'b', title: 'Lullaby', addedAt: '2026-01-01T00:00:00.000Z' }),
      ],
    });
    expect(music.voices.map((item) => item.name)).toEqual(['Lullaby', 'Lullaby (2)']);
  });
});
