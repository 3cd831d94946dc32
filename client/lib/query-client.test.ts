import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, markSigningOut, SIGNED_OUT_AFTER_IDLE_PATH } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer401 = () =>
  vi.stubGlobal(
    'fetch',
    vi
      .fn()
      .mockResolvedValue(
        new Response('{"message":"Please sign in to continue."}', { status: 401 }),
      ),
  );

describe('a session that ended while a signed-in screen was open', () => {
  it('takes the person to the sign-in screen, which says why', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer401();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['auth', 'user'], { id: 'u1', name: 'Maria' });
    await queryClient.fetchQuery({ queryKey: ['/api/circle/recipient'] }).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith(SIGNED_OUT_AFTER_IDLE_PATH);
  });

  it('does nothing for someone who was not signed in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer401();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['auth', 'user'], null);
    await queryClient.fetchQuery({ queryKey: ['/api/circle/recipient'] }).catch(() => undefined);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does nothing while the person is signing out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer401();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['auth', 'user'], { id: 'u1', name: 'Maria' });
    markSigningOut();
    await queryClient.fetchQuery({ queryKey: ['/api/circle/recipient'] }).catch(() => undefined);
    expect(assign).not.toHaveBeenCalled();
  });
});
