import type { QueryFunction } from '@tanstack/react-query';

/**
 * A non-OK answer. Its message follows the spec (§8): the status code, a colon and a space, then
 * the body text, or the status text when the body is empty.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's stable word for what happened (`{code}` in the body), when it sent one. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { code?: unknown };
      return typeof parsed.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's own words for a person (`{message}` in the body), when it sent them. */
  get userMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, text, response.statusText);
}

/**
 * Every call sends cookies; a JSON content type goes only with a body (spec §7), and a form goes
 * as multipart/form-data.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body instanceof FormData
      ? { body }
      : body !== undefined
        ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
        : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * Sends a form with XMLHttpRequest, whose upload reports progress (fetch does not); resolves to
 * the answer's JSON, or rejects with the server's own words as every call does.
 */
export function sendFormWithProgress(
  method: string,
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as unknown);
      } else {
        reject(new ApiError(request.status, request.responseText, request.statusText));
      }
    };
    request.onerror = () =>
      reject(new Error('The connection dropped. Please check your internet and try again.'));
    request.send(form);
  });
}

/** A read for which a 401 means "nobody is signed in" (spec §4): null, not an error. */
export async function nullWhenSignedOut<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** What a person should read for an error: the server's message, else the error text. */
export function describeError(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.userMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** The default read: GET the query key joined as a path, parse JSON. */
export const getQueryFn =
  <T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
