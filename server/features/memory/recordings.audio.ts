import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parseStream } from 'music-metadata';
import {
  NOT_AUDIO_MESSAGE,
  RECORDING_MAX_SECONDS,
  RECORDING_NO_LENGTH_MESSAGE,
  RECORDING_TOO_LONG_MESSAGE,
  type RecordingType,
  UNREADABLE_AUDIO_MESSAGE,
} from '../../../shared/memory-recordings';
import { AppError, badRequest } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart';

/**
 * What the bytes are, by their first bytes alone (the browser's type and the file's name are
 * never trusted): WebM (EBML), Ogg, MP4/M4A (`ftyp`), WAV (RIFF/WAVE), MP3 (an ID3 tag or an
 * MPEG audio frame) or AAC in ADTS frames.
 */
export function sniffAudioType(bytes: Uint8Array): RecordingType | null {
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'audio/webm';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(4, 8) === 'ftyp') return 'audio/mp4';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 3) === 'ID3') return 'audio/mpeg';
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) {
    // The layer bits: 00 is AAC's ADTS header, anything else an MPEG audio frame (MP3).
    return (bytes[1]! & 0x06) === 0 ? 'audio/aac' : 'audio/mpeg';
  }
  return null;
}

/**
 * A WebM whose header says `webm` and names an Opus or Vorbis track and no video track: what a
 * browser's recorder writes. Only the header (the first 4 KB) is looked at.
 */
function isRecorderWebmAudio(header: Buffer): boolean {
  const head = header.toString('latin1');
  return (
    head.includes('webm') &&
    (head.includes('A_OPUS') || head.includes('A_VORBIS')) &&
    !/V_(VP8|VP9|AV1|MPEG4)/.test(head)
  );
}

const WEBM_MAX_BYTES_PER_SECOND = 512_000 / 8;

export interface CheckedAudio {
  type: RecordingType;
  durationSeconds: number;
}

/** The file's first `length` bytes (fewer when it is shorter). */
async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks an upload is audio Kinwell can play and at most ten minutes long, reading the received
 * file as a stream (it is never held whole in memory, decision 064). The length is read
 * from the file itself (`music-metadata`, which walks MP3 frames when there is no header). WebM
 * from a browser's recorder often carries no length at all (it is written while recording); only
 * then the length the browser measured (`recordedSeconds`) is taken, within the same ten minutes
 * (decision 052).
 */
export async function checkAudio(
  file: ReceivedFile,
  recordedSeconds: number | null,
): Promise<CheckedAudio> {
  const header = await readHead(file.path, 4096);
  const type = sniffAudioType(header);
  if (!type) throw badRequest(NOT_AUDIO_MESSAGE);
  let duration: number | undefined;
  const stream = createReadStream(file.path);
  try {
    const { format } = await parseStream(
      stream,
      { mimeType: type, size: file.bytes },
      { duration: true, skipCovers: true },
    );
    if (format.hasAudio === false || format.hasVideo === true) throw badRequest(NOT_AUDIO_MESSAGE);
    duration = format.duration;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A recorder's WebM is written live: its segment and clusters have no size, which the
    // parser cannot walk. Its header is checked here instead (below).
    if (type !== 'audio/webm') throw badRequest(UNREADABLE_AUDIO_MESSAGE);
  } finally {
    stream.destroy();
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) {
    if (type !== 'audio/webm') throw badRequest(UNREADABLE_AUDIO_MESSAGE);
    if (!isRecorderWebmAudio(header)) throw badRequest(NOT_AUDIO_MESSAGE);
    if (recordedSeconds === null) throw badRequest(RECORDING_NO_LENGTH_MESSAGE);
    // The browser's measure, bounded by the bytes: no recorder writes more than 512 kbit/s, so
    // a file cannot be shorter than its size at that rate.
    duration = Math.max(recordedSeconds, file.bytes / WEBM_MAX_BYTES_PER_SECOND);
  }
  // A rounding second of grace: a recorder stopped at exactly 10:00 may write 600.02 s.
  if (duration > RECORDING_MAX_SECONDS + 1) throw badRequest(RECORDING_TOO_LONG_MESSAGE);
  return { type, durationSeconds: Math.max(1, Math.round(duration)) };
}
