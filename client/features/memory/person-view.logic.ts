import { type Photo, photoWhen, personLabel } from '../../../shared/memory-photos';
import { distinctNames } from '../../../shared/memory-photos-basics';
import type { Recording } from '../../../shared/memory-recordings';
import type { Trigger } from '../../../shared/memory-triggers';
import type { OwnSong } from '../../../shared/music';

/**
 * The rules of the person's full-screen view (decision 057), as pure functions: what a photo's
 * words say, which conversation ideas go with what is on screen, what its music plays, and
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

/** Something the view plays inside itself: one of the family's recordings. */
export interface ViewTrack {
  key: string;
  /** What it is called, on screen and in its Play button; unique within the part. */
  name: string;
  /** "The Ink Spots, 1946" for a song, who recorded it for a voice. */
  byline: string;
  recording: Recording;
}

/**
 * The view's music (decision 081): only what plays inside the view. The family's own songs they
 * recorded, in the order of their list (a song with several recordings names each by its
 * title), then the family's other recordings, newest first; two that would share a name get a
 * number. A song that is only a link to a
 * music service, and the era's songs from the catalogue, stay on the family's music page.
 */
export function viewMusic(options: {
  ownSongs: readonly OwnSong[];
  recordings: readonly Recording[];
}): { songs: ViewTrack[]; voices: ViewTrack[] } {
  const active = options.recordings.filter((recording) => recording.removedAt === null);
  const songIds = new Set(options.ownSongs.map((song) => song.id));
  const songs = options.ownSongs.flatMap((song) => {
    const recorded = active.filter((recording) => recording.songId === song.id);
    return recorded.map((recording): ViewTrack => ({
      key: recording.id,
      name: recorded.length > 1 ? `${song.title}: ${recording.title}` : song.title,
      byline: [song.artist, song.year === null ? null : String(song.year)]
        .filter(Boolean)
        .join(', '),
      recording,
    }));
  });
  const voices = active
    .filter((recording) => recording.songId === null || !songIds.has(recording.songId))
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt))
    .map((recording): ViewTrack => ({
      key: recording.id,
      name: recording.title,
      byline: recording.addedBy.name,
      recording,
    }));
  const names = distinctNames([...songs, ...voices].map((track) => track.name));
  const named = (track: ViewTrack, index: number): ViewTrack => ({ ...track, name: names[index]! });
  return {
    songs: songs.map(named),
    voices: voices.map((track, index) => named(track, songs.length + index)),
  };
}
