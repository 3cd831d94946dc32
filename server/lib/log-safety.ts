import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/*
 * Nothing a person typed, and no secret, reaches a log line. A failed query carries its
 * parameters (names, notes, emails, password hashes) in the error's message, its `params` and its
 * cause's `detail`; a link carries a capability token in its path. So every logger the app makes
 * goes through `safeLoggerOptions`: errors keep only what an operator needs (type, SQLSTATE,
 * constraint and table, the query's text, the stack's file lines) and request lines keep the
 * method, the path with its secrets replaced, and who asked.
 */

const HIDDEN = '[redacted]';

type LoggerOption = FastifyServerOptions['logger'];
type LoggerOptions = Exclude<LoggerOption, boolean | undefined>;

/** The given logger options, or `true`, with the safe serializers on top; `false` stays off. */
export function safeLoggerOptions(option: LoggerOption): LoggerOption {
  if (!option) return false;
  const options: LoggerOptions = option === true ? {} : option;
  const redact = options.redact;
  return {
    ...options,
    serializers: { ...options.serializers, err: serializeError, req: serializeRequest },
    // Belt and braces for a line that logs headers or a body by hand.
    redact: {
      paths: [...REDACTED_PATHS, ...(Array.isArray(redact) ? redact : (redact?.paths ?? []))],
      censor: HIDDEN,
    },
    hooks: { ...options.hooks, logMethod: withSafeMessage },
  };
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'passwordHash',
  '*.password',
  '*.passwordHash',
];

/** Fields of an error (Node, Fastify, PostgreSQL) that name things, never hold values. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'syscall',
] as const;

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SafeError;
  errors?: SafeError[];
  [field: string]: unknown;
}

/** pino's `err` serializer: a whitelist of the error and of its causes. */
export function serializeError(error: unknown): SafeError {
  return serialize(error, new Set(), new Set());
}

function serialize(value: unknown, names: Set<string>, seen: Set<unknown>): SafeError {
  if (typeof value !== 'object' || value === null) {
    const message = scrubMessage(String(value), names);
    return { type: typeof value, message, stack: message };
  }
  seen.add(value);
  const error = value as Record<string, unknown>;
  // Names from this error and those it wraps may stay quoted in messages; other quoted text goes.
  const known = new Set([...names, ...namesIn(error)]);
  const type = value.constructor.name || 'Object';
  const message =
    value instanceof DrizzleQueryError
      ? 'Failed query' // its message repeats the query and its parameters
      : scrubMessage(typeof error.message === 'string' ? error.message : '', known);
  const safe: SafeError = { type, message, stack: safeStack(error.stack, `${type}: ${message}`) };
  for (const field of KEPT_FIELDS) {
    const kept = error[field];
    if (typeof kept === 'string' || typeof kept === 'number') safe[field] = kept;
  }
  // A driver's error repeats the query of the Drizzle error around it: logged once.
  if (typeof error.query === 'string' && !seen.has(error.query)) {
    seen.add(error.query);
    safe.query = hideLiterals(error.query);
  }
  if (error.cause !== undefined && !seen.has(error.cause))
    safe.cause = serialize(error.cause, known, seen);
  if (Array.isArray(error.errors))
    safe.errors = error.errors
      .filter((inner) => !seen.has(inner))
      .map((inner) => serialize(inner, known, seen));
  return safe;
}

/** Identifiers an error names: its table, constraint…, and the quoted ones in its SQL. */
function namesIn(error: Record<string, unknown>): string[] {
  const names = KEPT_FIELDS.map((field) => error[field]).filter((v) => typeof v === 'string');
  if (typeof error.query === 'string')
    for (const [, name] of error.query.matchAll(/"([^"]+)"/g)) if (name) names.push(name);
  return names;
}

const EMAIL = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+/g;

/**
 * PostgreSQL quotes the values it echoes (`invalid input syntax for type uuid: "…"`) and V8 the
 * text it failed to parse; identifiers the error chain names stay, other double-quoted text and
 * email addresses go. Single quotes are JavaScript's for property and module names: they stay.
 */
function scrubMessage(message: string, known: Set<string>): string {
  return message
    .replace(/"([^"]*)"/g, (quoted, inner: string) => (known.has(inner) ? quoted : `"${HIDDEN}"`))
    .replace(EMAIL, HIDDEN);
}

/** Drizzle passes values as `$1…`; a literal written into the SQL is hidden all the same. */
const hideLiterals = (query: string) => query.replace(/'(?:[^']|'')*'/g, `'${HIDDEN}'`);

/** The stack's frames under a safe first line (the original repeats the raw message). */
function safeStack(stack: unknown, header: string): string {
  if (typeof stack !== 'string') return header;
  const firstFrame = stack.search(/\n\s+at /);
  return firstFrame === -1 ? header : header + stack.slice(firstFrame);
}

/** `log.error(err)` without a message would make the raw `err.message` the line's `msg`. */
function withSafeMessage(
  this: unknown,
  args: [unknown, ...unknown[]],
  method: (...args: unknown[]) => void,
) {
  const [first, second] = args;
  const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (typeof second !== 'string' && error instanceof Error) {
    method.apply(this, [first, serializeError(error).message]);
  } else {
    method.apply(this, args);
  }
}

/** Route parameters that hold a secret: `/e/:token`, `/api/invitations/:code`… */
const SECRET_PARAMS = new Set([':token', ':code']);
/** Private links the client answers (no server route): the segment after them is the secret. */
const PRIVATE_PAGES = new Set(['e', 'answer', 'invite']);

/** pino's `req` serializer: Fastify's fields, with the URL's secrets and query values hidden. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url, request.routeOptions.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** `/e/abc?q=typed` → `/e/[token]?q=[redacted]`; `routePattern` is the matched route's URL. */
export function safeUrl(url: string, routePattern?: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const pattern = routePattern?.split('/');
  const segments = path.split('/').map((segment, index, all) => {
    const isSecret = pattern
      ? SECRET_PARAMS.has(pattern[index] ?? '')
      : index === 2 && PRIVATE_PAGES.has(all[1] ?? '');
    return isSecret ? '[token]' : segment;
  });
  // Query strings carry what people typed (a search) and invitation codes: keep the names only.
  const query = queryStart === -1 ? '' : url.slice(queryStart).replace(/=[^&]*/g, `=${HIDDEN}`);
  return segments.join('/') + query;
}
