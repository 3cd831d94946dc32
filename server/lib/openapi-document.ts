import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../shared/images';

/**
 * How Kinwell's API description is finished for independent clients (generators, linters):
 * every operation gets a stable operationId and at least one 4xx answer, the session cookie is
 * declared as the security scheme, and nullable unions are written the way OpenAPI 3.0 reads
 * them. `server/lib/openapi.lint.test.ts` holds the result to Redocly's strict rules.
 */

/** "POST /api/circle/tasks/:id/claim" → "postCircleTasksIdClaim" */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join('');
}

/**
 * A form sent as multipart/form-data: its text fields (the shared schema the route parses them
 * with) and the picture's field. Only the API description reads it; the route reads the form
 * with `readMultipart`.
 */
export interface MultipartForm {
  fields?: z.ZodObject;
  /**
   * `maxBytes`: the picture's own limit, when it is not `IMAGE_MAX_BYTES`; `description`: what
   * the file is and its limits, for a file that is not a picture.
   */
  file: { name: string; required: boolean; maxBytes?: number; description?: string };
}

declare module 'fastify' {
  interface FastifySchema {
    /** The multipart form a route reads (see `MultipartForm`). */
    multipartForm?: MultipartForm;
  }
}

/** What the API description says of an uploaded picture of at most `maxBytes`. */
export const pictureLimits = (maxBytes: number) =>
  `A JPEG, PNG or WebP picture of at most ${maxBytes / 1024 / 1024} MB and ` +
  `${IMAGE_MAX_PIXELS / 1_000_000} megapixels (iPhone HEIC photos are refused). It is ` +
  `re-encoded as a JPEG of at most ${IMAGE_MAX_SIDE} px a side, without any metadata; the ` +
  'original is never stored.';

/** The schema of a file answer: bytes for pictures, PDFs and zips, text for the rest. */
const fileSchema = (mediaType: string) =>
  /^(text\/|application\/(json|xml))/.test(mediaType)
    ? { type: 'string' }
    : { type: 'string', format: 'binary' };

const answerDescription = (mediaType: string) =>
  mediaType === 'text/event-stream'
    ? 'The stream of events, open until the session or the membership ends'
    : mediaType.startsWith('image/')
      ? 'The picture'
      : 'The file, to download';

/** What any route can answer with a 400: a hidden character in the query (hidden-characters.ts). */
/** A lapsed plan: `code` is `plan_inactive` and `message` says how to open everything again. */
const PLAN_INACTIVE = {
  description:
    'The family’s trial or subscription has ended: this change waits until a caregiver chooses the plan. `code` is `plan_inactive`.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { message: { type: 'string' }, code: { type: 'string' } },
        required: ['message', 'code'],
      },
    },
  },
};

const BAD_REQUEST = {
  description: 'The request could not be read; `message` says why in plain words.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { message: { type: 'string' } },
        required: ['message'],
      },
    },
  },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

export function transformRoute(input: TransformInput) {
  // Pages, the sitemap and other routes without a schema are not part of the API.
  if (!input.schema) return { schema: { hide: true }, url: input.url };
  const form = input.schema.multipartForm;
  const result = jsonSchemaTransform(
    form?.fields ? { ...input, schema: { ...input.schema, body: form.fields } } : input,
  );
  const schema = result.schema as Record<string, unknown> & {
    response?: Record<string, Record<string, unknown>>;
    produces?: string[];
    multipartForm?: MultipartForm;
  };
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  schema.operationId ??= operationIdFor(String(method), result.url);
  const response = (schema.response ??= {});
  if (!Object.keys(response).some((status) => status.startsWith('4'))) {
    response[400] = BAD_REQUEST;
  }
  // The plan guard's answer (server/platform/circles/plan-guard.ts), on every route that opted in.
  if (input.route.config?.needsActivePlan) {
    response[402] = PLAN_INACTIVE;
  }
  if (form) {
    delete schema.multipartForm;
    schema.consumes = ['multipart/form-data'];
    schema.body = multipartBody(form, schema.body as JsonObject | undefined);
  }
  const produces = schema.produces;
  if (produces) {
    // A file or a stream when it works; every error is the app's JSON `{ message }` (app.ts).
    delete schema.produces;
    for (const [status, answer] of Object.entries(response)) {
      const description = typeof answer.description === 'string' ? answer.description : undefined;
      response[status] = status.startsWith('2')
        ? {
            description: description ?? answerDescription(produces[0] ?? ''),
            content: Object.fromEntries(
              produces.map((type) => [type, { schema: fileSchema(type) }]),
            ),
          }
        : {
            description: description ?? 'Why it did not work; `message` says it in plain words.',
            content: { 'application/json': { schema: answer } },
          };
    }
  }
  return result;
}

type JsonObject = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  required?: string[];
};

/** The request body of a multipart form: its text fields and the picture, with its limits. */
function multipartBody(form: MultipartForm, fields: JsonObject | undefined): JsonObject {
  const body = {
    type: 'object',
    properties: {
      ...fields?.properties,
      [form.file.name]: {
        type: 'string',
        format: 'binary',
        description: form.file.description ?? pictureLimits(form.file.maxBytes ?? IMAGE_MAX_BYTES),
      },
    },
    additionalProperties: false,
  };
  const required = [...(fields?.required ?? []), ...(form.file.required ? [form.file.name] : [])];
  return required.length > 0 ? { ...body, required } : body;
}

/** OpenAPI 3.0 wants `nullable` beside a `type`: on a union, each member carries it. */
function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(fixNullableUnions);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  const union = (object.anyOf ?? object.oneOf) as Record<string, unknown>[] | undefined;
  if (object.nullable === true && object.type === undefined && Array.isArray(union)) {
    delete object.nullable;
    for (const member of union) if (member.type !== undefined) member.nullable = true;
  }
  Object.values(object).forEach(fixNullableUnions);
}

export function finishDocument(cookieName: string) {
  return ({ openapiObject }: { openapiObject: Record<string, unknown> }) => {
    fixNullableUnions(openapiObject.paths);
    const components = (openapiObject.components ??= {}) as Record<string, unknown>;
    components.securitySchemes = {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: cookieName,
        description:
          'The session cookie set by signing in. Public operations work without it; the rest answer 401.',
      },
    };
    // Signed in or not: each operation's own answers say when a session is needed (401).
    openapiObject.security = [{ session: [] }, {}];
    return openapiObject;
  };
}
