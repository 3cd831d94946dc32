import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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

/** What any route can answer with a 400: a hidden character in the query (hidden-characters.ts). */
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
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> & {
    response?: Record<string, unknown>;
  };
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  schema.operationId ??= operationIdFor(String(method), result.url);
  const response = (schema.response ??= {});
  if (!Object.keys(response).some((status) => status.startsWith('4'))) {
    response[400] = BAD_REQUEST;
  }
  return result;
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
