import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { doseEvent } from '../../test/medicine';
import { DoseLogForm } from './dose-log-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../components/ui/use-toast', () => ({ toast }));

const DOSE = doseEvent('d1', '09:07', '2026-11-29T09:07:00.000Z');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

/** The form, which the screen replaces (as a live update does) while the log is on its way. */
function Replaced({ onAsked }: { onAsked: (replace: () => void) => void }) {
  const [isShown, setShown] = useState(true);
  onAsked(() => setShown(false));
  return isShown ? (
    <DoseLogForm dose={DOSE} initialStatus="taken" onDone={() => undefined} />
  ) : (
    <p>Next dose</p>
  );
}

it('tells the person the dose was logged even when the screen moved on before the answer came', async () => {
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  let replace = () => undefined as void;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Replaced onAsked={(r) => (replace = r)} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await act(async () => {
    await Promise.resolve();
    replace();
  });
  expect(screen.getByText('Next dose')).toBeTruthy();
  await act(async () => {
    answer(new Response(JSON.stringify({ ...DOSE, status: 'taken' }), { status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(toast).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Logged: Donepezil at 9:07 AM taken' }),
  );
});
