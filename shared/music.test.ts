import { describe, expect, it } from 'vitest';
import catalogueData from '../content/music/catalogue.json';
import {
  birthYearOf,
  catalogueSchema,
  CATALOGUE_ID_PATTERN,
  eraOf,
  eraPlaylist,
  MUSIC_MOODS,
  MUSIC_SERVICES,
  moodPlaylist,
  musicSearchUrl,
  ownSongInputSchema,
} from './music';
import { CATALOGUE, findCatalogueSong } from './music-catalogue';

describe('the music catalogue', () => {
  it('is valid: every song with a title, artist, release year, moods from the list and a source', () => {
    const parsed = catalogueSchema.safeParse(catalogueData);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(300);
  });

  it('has at least 40 songs in every decade from the 1940s to the 1980s', () => {
    for (const decade of [1940, 1950, 1960, 1970, 1980]) {
      const count = CATALOGUE.filter((s) => s.year >= decade && s.year < decade + 10).length;
      expect(count, `${decade}s`).toBeGreaterThanOrEqual(40);
    }
    expect(CATALOGUE.every((s) => s.year >= 1940 && s.year <= 1990)).toBe(true);
  });

  it('has no song twice, and stable ids', () => {
    const ids = CATALOGUE.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const titles = CATALOGUE.map((s) => `${s.title.toLowerCase()}|${s.artist.toLowerCase()}`);
    expect(new Set(titles).size).toBe(titles.length);
    expect(ids.every((id) => CATALOGUE_ID_PATTERN.test(id))).toBe(true);
    expect(findCatalogueSong('moon-river-henry-mancini-1961')?.title).toBe('Moon River');
  });

  it('offers every mood, faith songs and songs from beyond the US and UK', () => {
    for (const mood of MUSIC_MOODS) {
      expect(CATALOGUE.filter((s) => s.moods.includes(mood)).length, mood).toBeGreaterThanOrEqual(
        15,
      );
    }
    const regions = new Set(CATALOGUE.map((s) => s.region).filter(Boolean));
    regions.delete('United Kingdom');
    expect(regions.size).toBeGreaterThanOrEqual(10);
  });
});

describe('the era', () => {
  it('is the ages 10 to 30 from the birth year: born 1948 → 1958–1978', () => {
    expect(eraOf({ birthYear: 1948, chosenFrom: null })).toEqual({
      kind: 'birth-year',
      from: 1958,
      to: 1978,
    });
  });

  it('follows the family’s choice over the birth year', () => {
    expect(eraOf({ birthYear: 1948, chosenFrom: 1940 })).toEqual({
      kind: 'chosen',
      from: 1940,
      to: 1960,
    });
  });

  it('is unknown without a birth year or a choice, and the playlist is then empty', () => {
    const era = eraOf({ birthYear: null, chosenFrom: null });
    expect(era).toEqual({ kind: 'unknown' });
    expect(eraPlaylist(CATALOGUE, era)).toEqual([]);
  });

  it('reads the year of a date of birth', () => {
    expect(birthYearOf('1948-05-30')).toBe(1948);
    expect(birthYearOf(null)).toBeNull();
    expect(birthYearOf('')).toBeNull();
  });

  it('lists the era’s songs oldest first, inclusive of both ends', () => {
    const songs = [
      { title: 'B', year: 1979 },
      { title: 'A', year: 1978 },
      { title: 'C', year: 1958 },
      { title: 'D', year: 1957 },
      { title: 'E', year: null },
    ];
    const era = eraOf({ birthYear: 1948, chosenFrom: null });
    expect(eraPlaylist(songs, era).map((s) => s.title)).toEqual(['C', 'A']);
    const fromCatalogue = eraPlaylist(CATALOGUE, era);
    expect(fromCatalogue.length).toBeGreaterThan(100);
    expect(fromCatalogue[0]?.year).toBe(1958);
    expect(fromCatalogue.at(-1)?.year).toBe(1978);
  });

  it('puts a mood’s songs from the era first', () => {
    const era = eraOf({ birthYear: 1930, chosenFrom: null });
    const calm = moodPlaylist(CATALOGUE, 'calm', era);
    expect(calm.every((s) => s.moods.includes('calm'))).toBe(true);
    expect(calm[0]?.year).toBeGreaterThanOrEqual(1940);
    expect(calm[0]?.year).toBeLessThanOrEqual(1960);
    const lastInEra = calm.findLastIndex((s) => s.year <= 1960);
    const firstAfter = calm.findIndex((s) => s.year > 1960);
    expect(lastInEra).toBeLessThan(firstAfter);
  });
});

it('places a family song without a year after the dated ones of its mood', () => {
  const era = eraOf({ birthYear: 1948, chosenFrom: null });
  const songs = [
    { title: 'Undated', year: null, moods: ['calm'] },
    { title: 'Later', year: 1985, moods: ['calm'] },
    { title: 'In era', year: 1960, moods: ['calm'] },
    { title: 'Other mood', year: 1960, moods: ['dance'] },
  ];
  expect(moodPlaylist(songs, 'calm', era).map((s) => s.title)).toEqual([
    'In era',
    'Later',
    'Undated',
  ]);
});

describe('open in a music service', () => {
  const song = { title: 'Moon River', artist: 'Henry Mancini' };
  it('builds each service’s public search address for “title artist”', () => {
    expect(MUSIC_SERVICES.map((service) => musicSearchUrl(service, song))).toEqual([
      'https://music.youtube.com/search?q=Moon%20River%20Henry%20Mancini',
      'https://open.spotify.com/search/Moon%20River%20Henry%20Mancini',
      'https://music.apple.com/us/search?term=Moon%20River%20Henry%20Mancini',
      'https://music.amazon.com/search/Moon%20River%20Henry%20Mancini',
      'https://www.youtube.com/results?search_query=Moon%20River%20Henry%20Mancini',
    ]);
  });

  it('escapes what would break the address', () => {
    expect(musicSearchUrl('youtube', { title: 'Rock & Roll? #1/2', artist: 'A' })).toBe(
      'https://www.youtube.com/results?search_query=Rock%20%26%20Roll%3F%20%231%2F2%20A',
    );
  });
});

describe('a family’s own song', () => {
  it('needs a title and an artist, and a link must be a web address', () => {
    const result = ownSongInputSchema.safeParse({
      title: ' ',
      artist: '',
      link: 'javascript:alert(1)',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please enter the song’s title',
      'Please enter who sings or plays it',
      'Please paste a web link that starts with https:// or http://',
    ]);
    expect(
      ownSongInputSchema.parse({ title: 'Danny Boy', artist: 'Grandpa', link: '' }),
    ).toMatchObject({
      link: null,
      year: null,
      helped: null,
      moods: [],
    });
  });
});
