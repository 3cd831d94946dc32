import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A circle's files (photos, recordings, the person's picture) are kept by the browser but checked
 * with the server each time they are shown (decision 074): `private, no-cache` with an ETag of the
 * file's version. The route's caller is checked before this runs, so someone removed from the
 * circle is refused at once; a member whose copy is current gets 304 and the file is not read.
 *
 * Sets the headers and answers 304 when the browser's copy is current; the route returns then.
 */
export function isBrowserCopyCurrent(
  request: FastifyRequest,
  reply: FastifyReply,
  version: string,
): boolean {
  const etag = `"${version}"`;
  void reply.header('cache-control', 'private, no-cache').header('etag', etag);
  const asked = request.headers['if-none-match'];
  const isCurrent =
    asked !== undefined &&
    (asked.trim() === '*' ||
      asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
  if (isCurrent) void reply.code(304).send();
  return isCurrent;
}
