import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { dismissToast, toast, TOAST_LIMIT, useToasts } from './use-toast';

it('shows one toast at a time, the newest (spec §9)', () => {
  expect(TOAST_LIMIT).toBe(1);
  const { result } = renderHook(() => useToasts());
  act(() => {
    toast({ title: 'Welcome back!' });
    toast({ title: 'Sign in failed', variant: 'destructive' });
  });
  expect(result.current.map((t) => t.title)).toEqual(['Sign in failed']);
  act(() => dismissToast());
  expect(result.current[0]?.open).toBe(false);
});
