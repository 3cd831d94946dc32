import { z } from 'zod';

/**
 * Music by era and mood (memory support): a curated catalogue shipped as data, the family's own
 * songs and what helped, and links that open a song in the family's music service. No audio is
 * shipped or stored (decision 046).
 */

/** The fixed list of moods a song may carry. */
export const MUSIC_MOODS = ['calm', 'upbeat', 'sing-along', 'faith', 'romantic', 'dance'] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];

export const MOOD_LABELS: Record<MusicMood, string> = {
  calm: 'Calm',
  upbeat: 'Upbeat',
  'sing-along': 'Sing-along',
  faith: 'Faith and hymns',
  romantic: 'Romantic',
  dance: 'Dance',
};

/** The years the catalogue covers. */
export const CATALOGUE_FIRST_YEAR = 1940;
export const CATALOGUE_LAST_YEAR = 1990;

/** One song of the shipped catalogue (content/music/catalogue.json). */
export const catalogueSongSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    artist: z.string().trim().min(1).max(200),
    year: z.number().int().min(CATALOGUE_FIRST_YEAR).max(CATALOGUE_LAST_YEAR),
    moods: z.array(z.enum(MUSIC_MOODS)).min(1),
    genre: z.string().trim().min(1).max(60).optional(),
    region: z.string().trim().min(1).max(60).optional(),
    source: z.url({ protocol: /^https$/, message: 'Must be a full https:// address' }),
  })
  .strict();
export type CatalogueSong = z.infer<typeof catalogueSongSchema>;
export const catalogueSchema = z.array(catalogueSongSchema);

/** A song of the catalogue with its stable id, which notes (and later memory triggers) point to. */
export type CatalogueEntry = CatalogueSong & { id: string };

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** "Moon River" by Henry Mancini, 1961 → `moon-river-henry-mancini-1961`. */
export const catalogueIdOf = (song: Pick<CatalogueSong, 'title' | 'artist' | 'year'>): string =>
  `${slug(song.title)}-${slug(song.artist)}-${song.year}`;

export const CATALOGUE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*-\d{4}$/;

// ---------------------------------------------------------------------------------------------
// The era: the reminiscence bump

/** The ages whose songs are remembered best (the reminiscence bump). */
export const BUMP_FIRST_AGE = 10;
export const BUMP_LAST_AGE = 30;
/** How many years a family-chosen era spans, from its first year. */
export const ERA_SPAN_YEARS = BUMP_LAST_AGE - BUMP_FIRST_AGE;
/** The first years a family may choose for the era. */
export const ERA_FIRST_CHOICE = 1920;
export const ERA_LAST_CHOICE = 1990;

export type Era =
  | { kind: 'chosen' | 'birth-year'; from: number; to: number }
  /** No birth date and no choice: the screen asks the family to choose an era. */
  | { kind: 'unknown' };

/**
 * The years of the person's era playlist: the family's choice when they made one, else the
 * person's ages 10 to 30 from the year of birth, else unknown. Born 1948 → 1958–1978.
 */
export function eraOf(options: { birthYear: number | null; chosenFrom: number | null }): Era {
  const { birthYear, chosenFrom } = options;
  if (chosenFrom != null)
    return { kind: 'chosen', from: chosenFrom, to: chosenFrom + ERA_SPAN_YEARS };
  if (birthYear != null) {
    return { kind: 'birth-year', from: birthYear + BUMP_FIRST_AGE, to: birthYear + BUMP_LAST_AGE };
  }
  return { kind: 'unknown' };
}

/** The year of a `YYYY-MM-DD` date of birth, or null. */
export const birthYearOf = (dateOfBirth: string | null | undefined): number | null => {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(dateOfBirth ?? '');
  return match ? Number(match[1]) : null;
};

/** Songs released within the era, oldest first (title breaks ties). */
export function eraPlaylist<T extends { year: number | null; title: string }>(
  songs: readonly T[],
  era: Era,
): T[] {
  if (era.kind === 'unknown') return [];
  return songs
    .filter((song) => song.year != null && song.year >= era.from && song.year <= era.to)
    .sort((a, b) => (a.year ?? 0) - (b.year ?? 0) || a.title.localeCompare(b.title));
}

/** Songs with a mood; within the era first when there is one, then the rest by year. */
export function moodPlaylist<
  T extends { year: number | null; title: string; moods: readonly string[] },
>(songs: readonly T[], mood: MusicMood, era: Era): T[] {
  const inEra = (song: T) =>
    era.kind !== 'unknown' && song.year != null && song.year >= era.from && song.year <= era.to;
  // A song without a year sorts after those with one.
  const yearOf = (song: T) => song.year ?? Number.MAX_SAFE_INTEGER;
  return songs
    .filter((song) => song.moods.includes(mood))
    .sort(
      (a, b) =>
        Number(inEra(b)) - Number(inEra(a)) ||
        yearOf(a) - yearOf(b) ||
        a.title.localeCompare(b.title),
    );
}

// ---------------------------------------------------------------------------------------------
// Music services

export const MUSIC_SERVICES = [
  'youtube-music',
  'spotify',
  'apple-music',
  'amazon-music',
  'youtube',
] as const;
export type MusicService = (typeof MUSIC_SERVICES)[number];
export const DEFAULT_MUSIC_SERVICE: MusicService = 'youtube-music';

export const MUSIC_SERVICE_NAMES: Record<MusicService, string> = {
  'youtube-music': 'YouTube Music',
  spotify: 'Spotify',
  'apple-music': 'Apple Music',
  'amazon-music': 'Amazon Music',
  youtube: 'YouTube',
};

/** Each service's public search address for a query. */
const SEARCH_URL: Record<MusicService, (query: string) => string> = {
  'youtube-music': (q) => `https://music.youtube.com/search?q=${encodeURIComponent(q)}`,
  spotify: (q) => `https://open.spotify.com/search/${encodeURIComponent(q)}`,
  'apple-music': (q) => `https://music.apple.com/us/search?term=${encodeURIComponent(q)}`,
  'amazon-music': (q) => `https://music.amazon.com/search/${encodeURIComponent(q)}`,
  youtube: (q) => `https://www.youtube.com/results?search_query=${encodeURIComponent(q)}`,
};

/** Where "Open in …" goes: the service's search for "title artist". */
export const musicSearchUrl = (
  service: MusicService,
  song: { title: string; artist: string },
): string => SEARCH_URL[service](`${song.title} ${song.artist}`.trim());

// ---------------------------------------------------------------------------------------------
// The family's songs, notes and settings

export const SONG_TITLE_MAX = 200;
export const SONG_ARTIST_MAX = 200;
export const SONG_LINK_MAX = 2000;
export const HELPED_MAX = 500;

const helpedText = z
  .string()
  .trim()
  .max(HELPED_MAX, `What helped must be at most ${HELPED_MAX} characters`);

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const ownSongInputSchema = z.object({
  title: z
    .string({ error: 'Please enter the song’s title' })
    .trim()
    .min(1, 'Please enter the song’s title')
    .max(SONG_TITLE_MAX, `Title must be at most ${SONG_TITLE_MAX} characters`),
  artist: z
    .string({ error: 'Please enter who sings or plays it' })
    .trim()
    .min(1, 'Please enter who sings or plays it')
    .max(SONG_ARTIST_MAX, `Artist must be at most ${SONG_ARTIST_MAX} characters`),
  year: z
    .number({ error: 'Please enter the year as four digits, like 1962' })
    .int('Please enter the year as four digits, like 1962')
    .min(1900, 'Please enter a year from 1900 on')
    .max(2100, 'Please check the year')
    .nullable()
    .default(null),
  link: z
    .string()
    .trim()
    .max(SONG_LINK_MAX, `The link must be at most ${SONG_LINK_MAX} characters`)
    .refine((value) => value === '' || isWebAddress(value), {
      error: 'Please paste a web link that starts with https:// or http://',
    })
    .nullable()
    .default(null)
    .transform((value) => value || null),
  moods: z.array(z.enum(MUSIC_MOODS, { error: 'Please choose moods from the list' })).default([]),
  helped: helpedText
    .nullable()
    .default(null)
    .transform((value) => value || null),
});
export type OwnSongInput = z.input<typeof ownSongInputSchema>;

export const songNoteInputSchema = z.object({
  helped: helpedText.min(1, 'Please write what helped, or remove the note'),
});

export const musicSettingsSchema = z.object({
  service: z.enum(MUSIC_SERVICES, { error: 'Please choose a music service from the list' }),
  eraFrom: z
    .number({ error: 'Please choose an era from the list' })
    .int()
    .min(ERA_FIRST_CHOICE, 'Please choose an era from the list')
    .max(ERA_LAST_CHOICE, 'Please choose an era from the list')
    .nullable(),
});
export type MusicSettings = z.infer<typeof musicSettingsSchema>;

const byline = z.object({ id: z.string(), name: z.string() });

export const ownSongSchema = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  year: z.number().nullable(),
  link: z.string().nullable(),
  moods: z.array(z.enum(MUSIC_MOODS)),
  helped: z.string().nullable(),
  addedBy: byline,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnSong = z.infer<typeof ownSongSchema>;

export const songNoteSchema = z.object({
  catalogueId: z.string(),
  helped: z.string(),
  writtenBy: byline,
  updatedAt: z.string(),
});
export type SongNote = z.infer<typeof songNoteSchema>;

export const musicOverviewSchema = z.object({
  settings: musicSettingsSchema,
  /** From the care recipient's date of birth, when the profile has one. */
  birthYear: z.number().nullable(),
  ownSongs: z.array(ownSongSchema),
  notes: z.array(songNoteSchema),
});
export type MusicOverview = z.infer<typeof musicOverviewSchema>;

export const MUSIC_EVENTS = { changed: 'music.changed' } as const;
