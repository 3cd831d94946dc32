import type { ErrorStatus } from '../../shared/api-contract';
import { messageSchema } from '../../shared/auth';

export type { ErrorStatus };

/**
 * The OpenAPI response entries for the error statuses a route answers with, to spread into its
 * `response` map: `{ 200: thing, ...errorResponses(401, 404) }`. Every one carries `{ message }`
 * (and sometimes a `code`) (see errors.ts). Routes declared by a contract list them there.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof messageSchema> {
  return Object.fromEntries(statuses.map((status) => [status, messageSchema])) as Record<
    S,
    typeof messageSchema
  >;
}
