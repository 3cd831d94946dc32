import { type Photo, photoWhen, personLabel } from '../../../shared/memory-photos';
import type { Recording } from '../../../shared/memory-recordings';
import type { Trigger } from '../../../shared/memory-triggers';
import {
  type CatalogueEntry,
  type Era,
  eraPlaylist,
  type MusicService,
  musicSearchUrl,
  type OwnSong,
} from '../../../shared/music';

/**
 * The rules of the person's full-screen view (decision 057), as pure functions: what a photo's
 * words say, which conversation ideas go with what is on screen, what the playlist holds, and
 * the code the companion types to leave.
 */

/** The parts of the view; 'home' is the few large choices it opens on. */
export const VIEW_PARTS = ['home', 'photos', 'books', 'music', 'games'] as const;
export type ViewPart = (typeof VIEW_PARTS)[number];

/** How many digits the companion types to leave. */
export const LEAVE_CODE_DIGITS = 3;

/**
 * Three digits to type, never one digit three times ("555") nor a run ("123", "321"), so a
 * person pressing keys does not type it by chance. `random` returns [0, 1).
 */
export function leaveCode(random: () => number = Math.random): string {
  for (;;) {
    const digits = Array.from({ length: LEAVE_CODE_DIGITS }, () => Math.floor(random() * 10));
    const steps = digits.slice(1).map((digit, i) => digit - digits[i]!);
    const same = steps.every((step) => step === 0);
    const run = steps.every((step) => step === 1) || steps.every((step) => step === -1);
    if (!same && !run) return digits.join('');
  }
}

/** "4 7 2": the code as it is shown and read, one digit at a time. */
export const spacedCode = (code: string): string => code.split('').join(' ');

/** Whether what the companion typed is the code; spaces and other characters do not count. */
export const codeMatches = (typed: string, code: string): boolean =>
  typed.replace(/\D/g, '') === code;

/** "Rosa — granddaughter and Tom — son" for the line under a photo. */
export function peopleLine(people: Photo['people']): string | null {
  const labels = people.map(personLabel);
  if (labels.length === 0) return null;
  if (labels.length === 1) return labels[0]!;
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;
}

/** "London, 1962", "the 1960s", "London", or null. */
export function placeLine(photo: Pick<Photo, 'place' | 'year' | 'isDecade'>): string | null {
  const when = photoWhen(photo);
  if (photo.place && when) return `${photo.place}, ${when}`;
  return photo.place ?? when;
}

/** A capital letter first and a full stop last, so a speech voice reads it as a sentence. */
const sentence = (text: string): string => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};

/**
 * What "Read aloud" says for a photo: its caption, who is in it (names and how they are
 * family), where and when, then its story. Plain sentences a speech voice reads well.
 */
export function photoWords(
  photo: Pick<Photo, 'caption' | 'people' | 'place' | 'year' | 'isDecade' | 'story'>,
): string {
  const parts: string[] = [];
  if (photo.caption) parts.push(sentence(photo.caption));
  const people = photo.people.map((person) =>
    person.relationship ? `${person.name}, ${person.relationship}` : person.name,
  );
  if (people.length === 1) parts.push(sentence(`This is ${people[0]!}`));
  else if (people.length > 1)
    parts.push(sentence(`Here are ${people.slice(0, -1).join('; ')}; and ${people.at(-1)!}`));
  const where = placeLine(photo);
  if (where) parts.push(sentence(where));
  if (photo.story) parts.push(sentence(photo.story));
  return parts.join(' ');
}

/** Recordings that tell the story of a photo, oldest first (the order they were made in). */
export const recordingsOfPhoto = (recordings: readonly Recording[], photoId: string): Recording[] =>
  recordings
    .filter((recording) => recording.photoId === photoId && recording.removedAt === null)
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt));

/**
 * The conversation ideas for the companion: those tied to the photo on screen or to someone in
 * it first, then those tied to nothing in particular, then the rest; at most `limit`.
 */
export function ideasFor(
  triggers: readonly Trigger[],
  photo: Pick<Photo, 'id' | 'people'> | null,
  limit = 5,
): Trigger[] {
  const peopleIds = new Set(photo?.people.map((person) => person.id) ?? []);
  const rank = (trigger: Trigger): number => {
    if (photo && trigger.tie.photoId === photo.id) return 0;
    if (trigger.tie.personId && peopleIds.has(trigger.tie.personId)) return 1;
    if (trigger.tie.kind === 'none') return 2;
    return 3;
  };
  return triggers
    .map((trigger, order) => ({ trigger, order, rank: rank(trigger) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ trigger }) => trigger);
}

/** A song in the view's playlist: the family's recording to play, or a link to open. */
export interface PlaylistSong {
  key: string;
  title: string;
  /** "Frank Sinatra, 1958" */
  byline: string;
  recording: Recording | null;
  /** Where it opens when there is no recording: the family's link or the service's search. */
  href: string | null;
  /** The href is the music service's search (not the family's own link). */
  searches: boolean;
  helped: string | null;
}

/** How many songs of the era the view lists. */
export const VIEW_ERA_SONGS = 30;

/**
 * The playlist: the family's own songs first (their recording when they made one, else their
 * link, else the music service's search), then songs of the person's era from the catalogue.
 */
export function viewPlaylist(options: {
  ownSongs: readonly OwnSong[];
  recordings: readonly Recording[];
  catalogue: readonly CatalogueEntry[];
  era: Era;
  service: MusicService;
  notes: ReadonlyMap<string, string>;
}): { own: PlaylistSong[]; era: PlaylistSong[] } {
  const byline = (artist: string, year: number | null) =>
    [artist, year === null ? null : String(year)].filter(Boolean).join(', ');
  const own = options.ownSongs.map((song): PlaylistSong => {
    const recording =
      options.recordings.find((item) => item.songId === song.id && item.removedAt === null) ?? null;
    return {
      key: `own-${song.id}`,
      title: song.title,
      byline: byline(song.artist, song.year),
      recording,
      href: recording ? null : (song.link ?? musicSearchUrl(options.service, song)),
      searches: recording === null && song.link === null,
      helped: song.helped,
    };
  });
  const era = eraPlaylist(options.catalogue, options.era)
    .slice(0, VIEW_ERA_SONGS)
    .map((song): PlaylistSong => ({
      key: song.id,
      title: song.title,
      byline: byline(song.artist, song.year),
      recording: null,
      href: musicSearchUrl(options.service, song),
      searches: true,
      helped: options.notes.get(song.id) ?? null,
    }));
  return { own, era };
}
