import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '../../shared/images';
import { AppError, badRequest } from './errors';
import { containsNul, HIDDEN_CHARACTER_MESSAGE } from './hidden-characters';

export const MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 16 * 1024,
  parts: 21,
};

/**
 * Reads a multipart form: its text fields and at most one file, held in memory (uploads are
 * small and are re-encoded before anything is stored). The file may be at most `IMAGE_MAX_BYTES`
 * unless the route names its own limit and message (a family's memory photos).
 */
export async function readMultipart(
  request: FastifyRequest,
  limit: { maxFileBytes: number; tooLargeMessage: string } = {
    maxFileBytes: IMAGE_MAX_BYTES,
    tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
  },
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!request.isMultipart()) throw badRequest('Please send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit.maxFileBytes } })) {
      if (part.type === 'file') {
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        if (containsNul(part.value) || containsNul(part.fieldname)) {
          throw badRequest(HIDDEN_CHARACTER_MESSAGE);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, limit.tooLargeMessage);
    }
    throw error;
  }
  return { fields, file };
}

/** An upload written to a file of its own while it arrived: its path and size in bytes. */
export interface ReceivedFile {
  path: string;
  bytes: number;
}

/**
 * Reads a multipart form whose file may be large (a recording): the text fields in memory, the
 * file streamed to a new file in `folder` as it arrives, so the server holds a few chunks of it
 * at a time, never the whole file (decision 064). The caller must `discard()` when done, whatever
 * happened; a form that is refused, too large or cut off midway leaves nothing behind itself.
 */
export async function receiveMultipartFile(
  request: FastifyRequest,
  options: { folder: string; maxFileBytes: number; tooLargeMessage: string },
): Promise<{
  fields: Record<string, string>;
  file: ReceivedFile | null;
  discard(): Promise<void>;
}> {
  if (!request.isMultipart()) throw badRequest('Please send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const written: string[] = [];
  const discard = async () => {
    await Promise.all(written.map((file) => rm(file, { force: true })));
  };
  let file: ReceivedFile | null = null;
  try {
    await mkdir(options.folder, { recursive: true });
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
      if (part.type === 'file') {
        const target = path.join(options.folder, `${randomUUID()}.upload`);
        written.push(target);
        await pipeline(part.file, createWriteStream(target));
        if (part.file.truncated) throw new AppError(413, options.tooLargeMessage);
        file = { path: target, bytes: (await stat(target)).size };
      } else if (typeof part.value === 'string') {
        if (containsNul(part.value) || containsNul(part.fieldname)) {
          throw badRequest(HIDDEN_CHARACTER_MESSAGE);
        }
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, options.tooLargeMessage);
    }
    throw error;
  }
  return { fields, file, discard };
}

/** Validates with a shared schema outside Fastify's body validation (multipart, query strings). */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw badRequest(result.error.issues[0]?.message ?? 'Please check the form.');
  return result.data;
}
