import type { EndpointShape } from '../../shared/api-contract';
import type { messageSchema } from '../../shared/auth';
import { errorResponses } from './http-responses';

/**
 * The Fastify route options an endpoint's contract declares: spread into `app.route` beside the
 * route's `config` (its caller) and `handler`, whose request and reply are typed from the
 * contract's schemas. OpenAPI is drawn from the same schemas (decision 073).
 */
export function contractRoute<const E extends EndpointShape>(declared: E) {
  return {
    method: declared.method,
    url: declared.path,
    schema: {
      tags: [...declared.tags],
      summary: declared.summary,
      // Only the parts it has: Fastify and OpenAPI read a present key as a schema.
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      // An upload's handler reads the form itself (server/lib/multipart.ts); OpenAPI describes it.
      ...(declared.upload
        ? {
            multipartForm: {
              ...(declared.body ? { fields: declared.body } : {}),
              file: { name: declared.upload, required: false, ...declared.file },
            },
          }
        : declared.body
          ? { body: declared.body }
          : {}),
      response: { ...declared.responses, ...errorResponses(...declared.errors) },
    },
  } as unknown as {
    method: E['method'];
    url: E['path'];
    schema: {
      tags: string[];
      summary: string;
      params: E['params'];
      querystring: E['query'];
      /** An upload's body is read by its handler, not by Fastify. */
      body: E extends { upload: string } ? undefined : E['body'];
      response: E['responses'] & Record<E['errors'][number], typeof messageSchema>;
    };
  };
}
