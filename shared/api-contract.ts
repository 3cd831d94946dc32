import type { z } from 'zod';

/**
 * One endpoint, declared once (decision 073), in two files of its feature:
 * - `shared/<feature>.endpoints.ts`: each endpoint's name, method and path, without zod, so the
 *   first screens can call them (decision 017 keeps zod off them);
 * - `shared/<feature>.contract.ts`: the same endpoints with their schemas.
 * The server registers its handlers from the contract (`server/lib/contract-route.ts`), OpenAPI is
 * drawn from the same schemas, and screens call endpoints by name (`client/lib/api-client.ts`),
 * typed by the contract, never by a URL string.
 *
 * This file is types and zod-free helpers only.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses an endpoint answers with; each carries `{ message }` (and sometimes a `code`). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

type Schema = z.ZodType;

/** Where an endpoint answers: its method and Fastify-style path (`/api/circle/tasks/:id`). */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /**
   * For an upload: the name of the multipart field that carries the file. The call is then sent
   * as multipart/form-data, its `body` as the text fields beside the file.
   */
  upload?: string;
}

/** Names a feature's endpoints and where each answers (its `<feature>.endpoints.ts`). */
export const endpointRoutes = <const R extends Record<string, EndpointRoute>>(routes: R): R =>
  routes;

/**
 * The routes of things kept for 30 days after they are removed (memory support's photos and
 * recordings, decision 048), all below `base`: the list, the recently removed, one, changing it,
 * removing it, bringing it back and deleting it for good.
 */
export const removableRoutes = <const B extends string>(base: B) =>
  endpointRoutes({
    list: { method: 'GET', path: base },
    listRemoved: { method: 'GET', path: `${base}/removed` },
    view: { method: 'GET', path: `${base}/:id` },
    change: { method: 'PUT', path: `${base}/:id` },
    remove: { method: 'DELETE', path: `${base}/:id` },
    restore: { method: 'POST', path: `${base}/:id/restore` },
    deleteForGood: { method: 'DELETE', path: `${base}/:id/forever` },
  });

/** What an endpoint declares beside its route. */
export interface EndpointSchemas {
  /** The line OpenAPI shows for it. */
  summary: string;
  tags: readonly string[];
  params?: Schema;
  query?: Schema;
  /** The JSON body, or for an upload its text fields (each a string, as a form sends them). */
  body?: Schema;
  /**
   * For an upload (its route names the field): whether the file must be there, and for OpenAPI
   * its own limit in bytes when it is not a picture's usual one, or what it is when it is not a
   * picture.
   */
  file?: { required: boolean; maxBytes?: number; description?: string };
  /** The successful answers, by status (a 204 answers `z.null()`). */
  responses: Partial<Record<200 | 201 | 202 | 204, Schema>>;
  errors: readonly ErrorStatus[];
}

export type EndpointShape = EndpointRoute & EndpointSchemas;

/**
 * A feature's contract: each of its routes with the schemas declared for it, keeping every
 * schema's own type for the server and the client. Every route needs its schemas, and no more.
 */
export function contract<
  const R extends Record<string, EndpointRoute>,
  const S extends { [K in keyof R]: EndpointSchemas },
>(
  routes: R,
  schemas: S & Record<Exclude<keyof S, keyof R>, never>,
): { [K in keyof R]: R[K] & S[K] } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, { ...route, ...schemas[name] }]),
  ) as { [K in keyof R]: R[K] & S[K] };
}

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends Schema }
  ? z.input<S>
  : never;

/**
 * What a caller sends: the path's parameters, the query and the body, each where it has one, and
 * for an upload its file.
 */
export type EndpointInput<E extends EndpointShape> = ([Part<E, 'params'>] extends [never]
  ? unknown
  : { params: Part<E, 'params'> }) &
  ([Part<E, 'query'>] extends [never] ? unknown : { query?: Part<E, 'query'> }) &
  ([Part<E, 'body'>] extends [never] ? unknown : { body: Part<E, 'body'> }) &
  (E extends { upload: string }
    ? E extends { file: { required: true } }
      ? { file: Blob }
      : { file?: Blob | null }
    : unknown);

/** What a successful call answers with (nothing for a 204). */
export type EndpointOutput<E extends EndpointShape> = E['responses'] extends {
  200: infer S extends Schema;
}
  ? z.output<S>
  : E['responses'] extends { 201: infer S extends Schema }
    ? z.output<S>
    : E['responses'] extends { 202: infer S extends Schema }
      ? z.output<S>
      : undefined;

/** The body's schema, for a form that sends it. */
export type EndpointBody<E extends EndpointShape> = E extends { body: infer S extends Schema }
  ? S
  : never;

/**
 * The URL for a call: each `:name` in the path replaced by its value (encoded), then the query's
 * defined values.
 */
export function endpointUrl(
  declared: Pick<EndpointShape, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, unknown> = {},
): string {
  const path = declared.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declared.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const each of Array.isArray(value) ? value : [value]) search.append(name, String(each));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
