import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHOOSE_A_RECORDING_MESSAGE,
  EMPTY_RECORDING_MESSAGE,
  RECORDING_MAX_BYTES,
  RECORDING_MAX_SECONDS,
  RECORDING_NOT_FOUND,
  RECORDING_TOO_LARGE_MESSAGE,
  RECORDING_TYPES,
  recordingDetailsSchema,
  recordingSchema,
  recordingUploadFieldsSchema,
} from '../../../shared/memory-recordings';
import { memoryRecordingsApi, recordingIdParams } from '../../../shared/memory-recordings.contract';
import { memoryRecordingFileRoutes } from '../../../shared/memory-recordings.endpoints';
import { messageSchema } from '../../../shared/auth';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { badRequest, notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/http-responses';
import { isBrowserCopyCurrent } from '../../lib/private-file-caching';
import { parseWith, receiveMultipartFile } from '../../lib/multipart';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import type { FileStore } from '../../platform/files/file-store';
import { registerCircleMediaRoutes } from '../../platform/circle-media/circle-media.routes';
import { checkAudio } from './recordings.audio';
import {
  addRecording,
  changeRecording,
  findRecording,
  listRecordings,
  listRemovedRecordings,
  recordingFileKey,
  viewRecording,
  recordingMedia,
} from './recordings.service';

// The routes outside the contract (a multipart upload, the audio) declare their own answers.
const tags = ['memory'];

function detailsFromFields(fields: Record<string, string>) {
  const form = parseWith(recordingUploadFieldsSchema, fields);
  return parseWith(recordingDetailsSchema, {
    title: form.title ?? '',
    photoId: form.photoId || null,
    songId: form.songId || null,
    transcript: form.transcript ?? null,
  });
}

/** The browser's own measure of a recording's length, when it sent one that makes sense. */
function recordedSecondsFrom(fields: Record<string, string>): number | null {
  const value = Number(fields.recordedSeconds);
  return Number.isFinite(value) && value > 0 && value <= 24 * 60 * 60 ? value : null;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; null when not satisfiable. */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | null | 'ignore' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answer with the whole file, as the standard allows.
  if (!match) return 'ignore';
  const [, from, to] = match;
  if (from === '' && to === '') return 'ignore';
  if (size === 0) return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

const member = circleCaller('circle.view');
const memoryAdder = circleCaller('memories.add');

/**
 * The family's voices and stories (decision 052). Every member listens and adds
 * (`memories.add`); whoever added a recording, or a caregiver, changes or removes it; removed
 * ones can be brought back for 30 days. The audio is served only to members of its circle, with
 * byte ranges so a player can seek.
 */
export const recordingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  files: FileStore;
  /** Each circle's room for photos and recordings, in bytes (decision 060). */
  quotaBytes: number;
  /** Where a recording is written while it arrives and is checked (`Platform.uploadsDir`). */
  uploadsDir: string;
}> = async (app, { db, clock, files, quotaBytes, uploadsDir }) => {
  changesNeedActivePlan(app);

  app.route({
    ...contractRoute(memoryRecordingsApi.list),
    config: { caller: member },
    handler: async (request) => ({
      recordings: await listRecordings(db, member(request), request.query),
    }),
  });

  // A multipart upload: outside the contract (memoryRecordingFileRoutes.upload).
  app.post(
    memoryRecordingFileRoutes.upload.path,
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: `Add one recording (multipart field "audio"; title, optional photoId, songId, transcript, recordedSeconds). WebM/Opus, Ogg, MP4/M4A/AAC, MP3 or WAV, checked by content, at most ${RECORDING_MAX_SECONDS / 60} minutes and ${RECORDING_MAX_BYTES / 1024 / 1024} MB. recordedSeconds (the browser's own measure) is used only for WebM without a length in the file. A recording that would take the circle past its storage quota answers 413 (code storage_full) and nothing is stored.`,
        multipartForm: {
          fields: recordingUploadFieldsSchema,
          file: {
            name: 'audio',
            required: true,
            description: `The recording: WebM/Opus, Ogg, MP4/M4A/AAC, MP3 or WAV audio (checked by its content) of at most ${RECORDING_MAX_SECONDS / 60} minutes and ${RECORDING_MAX_BYTES / 1024 / 1024} MB. It is stored as sent.`,
          },
        },
        response: {
          201: z.object({ recording: recordingSchema }),
          ...errorResponses(400, 401, 403, 404, 413),
        },
      },
    },
    async (request, reply) => {
      const actor = memoryAdder(request);
      // Streamed to a file as it arrives, checked from there and streamed on to the store: a
      // ten-minute recording is never held whole in memory (decision 064).
      const upload = await receiveMultipartFile(request, {
        folder: uploadsDir,
        maxFileBytes: RECORDING_MAX_BYTES,
        tooLargeMessage: RECORDING_TOO_LARGE_MESSAGE,
      });
      let recording;
      try {
        const { fields, file } = upload;
        if (!file) throw badRequest(CHOOSE_A_RECORDING_MESSAGE);
        if (!file.bytes) throw badRequest(EMPTY_RECORDING_MESSAGE);
        const details = detailsFromFields(fields);
        const audio = await checkAudio(file, recordedSecondsFrom(fields));
        recording = await addRecording({
          db,
          files,
          actor,
          details,
          audio,
          file,
          quotaBytes,
          at: clock.now(),
        });
      } finally {
        await upload.discard();
      }
      return reply.code(201).send({ recording });
    },
  );

  registerCircleMediaRoutes(app, {
    endpoints: memoryRecordingsApi,
    media: recordingMedia,
    viewer: member,
    changer: memoryAdder,
    listRemoved: async (actor) => ({ recordings: await listRemovedRecordings(db, actor) }),
    change: async (change) => ({ recording: await changeRecording({ db, ...change }) }),
    view: async (actor, id) => ({ recording: await viewRecording(db, actor, id) }),
    db,
    files,
    clock,
  });

  // The audio itself, in byte ranges: outside the contract (memoryRecordingFileRoutes.audio).
  app.get(
    memoryRecordingFileRoutes.audio.path,
    {
      config: { caller: member },
      schema: {
        tags,
        summary:
          'The recording itself, for members of its circle only; answers a byte range (Range: bytes=…) with 206 so players can seek',
        params: recordingIdParams,
        produces: [...RECORDING_TYPES],
        response: {
          200: z.any(),
          206: z.any().describe('The part of the recording asked for'),
          ...errorResponses(401, 403, 404),
          416: messageSchema.describe('The range asked for lies beyond the end of the recording'),
        },
      },
    },
    async (request, reply) => {
      const actor = member(request);
      // The row is looked up in the member's own circle; the key is made from that circle.
      const recording = await findRecording(db, actor.circleId, request.params.id);
      const version = `${recording.id}.${recording.updatedAt.getTime().toString(36)}`;
      if (isBrowserCopyCurrent(request, reply, version)) return reply;
      const key = recordingFileKey(recording.circleId, recording.id);
      const size = await files.size(key);
      if (size === undefined) throw notFound(RECORDING_NOT_FOUND);
      reply
        .header('content-type', recording.mimeType)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff');
      const header = request.headers.range;
      const range = header ? parseRange(header, size) : 'ignore';
      if (range === null) {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .header('content-type', 'application/json; charset=utf-8')
          .send({ message: 'That part of the recording does not exist.' });
      }
      if (range === 'ignore') {
        const file = await files.read(key);
        if (!file) throw notFound(RECORDING_NOT_FOUND);
        return reply.header('content-length', file.size).send(file.body);
      }
      const file = await files.read(key, range);
      if (!file) throw notFound(RECORDING_NOT_FOUND);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(file.body);
    },
  );
};
