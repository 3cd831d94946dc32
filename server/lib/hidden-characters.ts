import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * PostgreSQL cannot store the NUL character (U+0000) in text; pasted from some programs it
 * arrives invisibly. Refused, with words a person understands, before any route runs.
 */
export const HIDDEN_CHARACTER_MESSAGE =
  'Some of the text contains a hidden character that cannot be saved. Please type it again and try once more.';

/** Whether any string in a JSON-like value (objects, arrays, nested) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/** Every route at once: body, query string and path parameters (multipart fields: multipart.ts). */
export function refuseHiddenCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw badRequest(HIDDEN_CHARACTER_MESSAGE);
    }
  });
}
