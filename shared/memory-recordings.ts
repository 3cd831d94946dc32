import { z } from 'zod';
import { circleMediaFields, optionalText } from './circle-media';
import { PHOTO_NOT_FOUND } from './memory-photos';

/**
 * Memory support's voices and stories (decision 052): recordings made in the browser or uploaded,
 * up to ten minutes, optionally belonging to a photo or to one of the family's own songs, with an
 * optional typed transcript. Removed recordings wait `RECORDING_UNDO_DAYS` days before they go.
 */

export const RECORDING_MAX_SECONDS = 10 * 60;
/**
 * Ten minutes of any format a browser records or a phone saves fits in this (WAV at phone
 * quality does not: a 10-minute mono 16-bit WAV at 22 kHz is 26 MB). Kept in memory while read.
 */
export const RECORDING_MAX_BYTES = 25 * 1024 * 1024;
export const RECORDING_UNDO_DAYS = 30;
/** Recordings by one person are announced together once they have paused this long. */
export const RECORDING_BATCH_QUIET_MINUTES = 3;
export const RECORDING_TITLE_MAX = 120;
export const TRANSCRIPT_MAX = 20_000;

/** What the server stores, by what the bytes are (never by the name or type a browser sent). */
export const RECORDING_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/aac',
] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

const RECORDING_EXTENSIONS: Record<RecordingType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/aac': 'aac',
};

/** The usual file extension of a recording's type (for a file saved or exported). */
export const recordingExtension = (mimeType: string): string =>
  RECORDING_EXTENSIONS[mimeType as RecordingType] ?? 'bin';
/** What the file picker offers. */
export const RECORDING_ACCEPT =
  'audio/webm,audio/ogg,audio/mp4,audio/x-m4a,audio/m4a,audio/aac,audio/mpeg,audio/mp3,audio/wav,audio/x-wav,.mp3,.m4a,.ogg,.oga,.opus,.wav,.webm,.aac';

export const RECORDING_NOT_FOUND = 'We could not find that recording.';
export const SONG_NOT_FOUND = 'We could not find that song.';
export const NOT_YOUR_RECORDING_MESSAGE =
  'Only the person who added this recording, or a caregiver, can change or remove it.';
/** Only a recording already in “Recently removed” may be deleted for good (decision 065). */
export const RECORDING_NOT_REMOVED_MESSAGE =
  'This recording is not in “Recently removed”. Remove it first; then it can be deleted for good from there.';
export const CHOOSE_A_RECORDING_MESSAGE = 'Please record something or choose an audio file to add.';
export const EMPTY_RECORDING_MESSAGE =
  'That recording is empty. Please record it again, or choose the file again.';
export const NOT_AUDIO_MESSAGE =
  'That file is not a recording Kinwell can play. Please choose an MP3, M4A, OGG, WAV or WebM audio file.';
export const UNREADABLE_AUDIO_MESSAGE =
  'We could not read that recording; it may be damaged or cut off. Please record it again, or choose another file.';
export const RECORDING_TOO_LONG_MESSAGE =
  'That recording is longer than 10 minutes. Please keep recordings to 10 minutes or less — you can split a long story into parts.';
export const RECORDING_TOO_LARGE_MESSAGE =
  'That file is too large (the limit is 25 MB). Please choose a shorter recording, or save it as MP3 or M4A.';
export const RECORDING_NO_LENGTH_MESSAGE =
  'We could not tell how long that recording is. Please record it again, or save it as MP3 or M4A.';

/** The details of a recording; the title is the only one required. */
export const recordingDetailsSchema = z.object({
  title: z
    .string({ error: 'Please give the recording a title' })
    .trim()
    .min(1, 'Please give the recording a title, like “Grandpa tells the story of the lake”')
    .max(RECORDING_TITLE_MAX, `The title must be at most ${RECORDING_TITLE_MAX} characters`),
  photoId: z.uuid({ error: PHOTO_NOT_FOUND }).nullable().default(null),
  songId: z.uuid({ error: SONG_NOT_FOUND }).nullable().default(null),
  transcript: optionalText(TRANSCRIPT_MAX, 'The transcript'),
});
export type RecordingDetailsInput = z.input<typeof recordingDetailsSchema>;

/** The text fields sent beside a new recording (multipart). */
export const recordingUploadFieldsSchema = z.object({
  title: z.string().optional(),
  photoId: z.string().optional(),
  songId: z.string().optional(),
  transcript: z.string().optional(),
  /** Seconds, as the browser measured while recording; used only when the file does not say. */
  recordedSeconds: z.string().optional(),
});

export const recordingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  photoId: z.uuid().nullable(),
  songId: z.uuid().nullable(),
  transcript: z.string().nullable(),
  durationSeconds: z.number(),
  mimeType: z.string(),
  bytes: z.number(),
  ...circleMediaFields,
  audioUrl: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;

export const recordingListQuerySchema = z.object({
  photoId: z.uuid({ error: PHOTO_NOT_FOUND }).optional(),
  songId: z.uuid({ error: SONG_NOT_FOUND }).optional(),
});
export type RecordingListQuery = z.input<typeof recordingListQuerySchema>;

/** "4:05", "0:09", "10:00". */
export const formatDuration = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export const MEMORY_RECORDING_EVENTS = { changed: 'memory.recordings_changed' } as const;
