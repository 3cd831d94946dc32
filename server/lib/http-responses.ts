import { messageSchema } from '../../shared/auth';

/** The error statuses routes answer with; every one carries `{ message }` (and sometimes a `code`) (see errors.ts). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429;

/**
 * The OpenAPI response entries for the error statuses a route answers with, to spread into its
 * `response` map: `{ 200: thing, ...errorResponses(401, 404) }`.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof messageSchema> {
  return Object.fromEntries(statuses.map((status) => [status, messageSchema])) as Record<
    S,
    typeof messageSchema
  >;
}
