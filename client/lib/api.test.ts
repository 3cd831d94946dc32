import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, describeError, getQueryFn, nullWhenSignedOut } from './api';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (response: Response) => {
  const fetchMock = vi.fn().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('apiRequest (spec §7, §8)', () => {
  it('sends cookies, and a JSON content type only with a body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/logout');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
    });
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"x"}',
    });
  });

  it('names the status and the body text, or the status text when the body is empty', async () => {
    stubFetch(new Response('{"message":"Nope"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Nope"}');
    expect(describeError(error)).toBe('Nope');

    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(await apiRequest('GET', '/x').catch((e: Error) => e.message)).toBe(
      '503: Service Unavailable',
    );
  });
});

describe('getQueryFn', () => {
  const context = { queryKey: ['/api/auth/user'] } as never;

  it('treats a 401 as signed out when asked to', async () => {
    stubFetch(new Response('{"message":"Please sign in"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toBeNull();
  });

  it('throws on other failures', async () => {
    stubFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context)).rejects.toThrow('500: boom');
  });
});

describe('nullWhenSignedOut (spec §4)', () => {
  it('reads a 401 as nobody signed in, and lets every other failure through', async () => {
    expect(await nullWhenSignedOut(Promise.reject(new ApiError(401, '{}', 'Unauthorized')))).toBe(
      null,
    );
    expect(await nullWhenSignedOut(Promise.resolve({ id: 'u1' }))).toEqual({ id: 'u1' });
    await expect(
      nullWhenSignedOut(Promise.reject(new ApiError(500, '{"message":"Down"}', 'Error'))),
    ).rejects.toBeInstanceOf(ApiError);
  });
});
