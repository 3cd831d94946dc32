import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TASK_TITLE_MAX } from '../../../shared/tasks';
import { createQueryClient } from '../../lib/query-client';
import { TaskForm } from './task-form';

const sent: { url: string; method: string | undefined; body: unknown }[] = [];
let answer: Response;

beforeEach(() => {
  sent.length = 0;
  answer = new Response(JSON.stringify({ id: 't1', title: 'Pick up prescriptions' }), {
    status: 201,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/circle/tasks')) {
        sent.push({
          url,
          method: init?.method,
          body: init?.body ? JSON.parse(init.body as string) : undefined,
        });
        return answer;
      }
      return new Response('[]', { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TaskForm circleId="c1" onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add task' }));

it('checks with the server’s own rules before sending: a repeating task needs a first date', async () => {
  renderForm();
  type('What needs doing', 'Water the plants');
  type('Repeats', 'weekly');
  add();
  expect(await screen.findByText('A repeating task needs a first due date')).toBeTruthy();
  type('What needs doing', 'x'.repeat(TASK_TITLE_MAX + 1));
  add();
  expect(
    await screen.findByText(`The task must be at most ${TASK_TITLE_MAX} characters`),
  ).toBeTruthy();
  expect(sent).toEqual([]);
});

it('sends to the endpoint its contract names, and shows a refusal without losing what was typed', async () => {
  const onDone = renderForm();
  answer = new Response(
    JSON.stringify({ message: 'That person has left the circle. Please choose someone else.' }),
    { status: 409 },
  );
  type('What needs doing', 'Pick up prescriptions');
  add();
  expect(
    await screen.findByText('That person has left the circle. Please choose someone else.'),
  ).toBeTruthy();
  expect(sent).toEqual([
    {
      url: '/api/circle/tasks',
      method: 'POST',
      body: expect.objectContaining({ title: 'Pick up prescriptions', recurrence: 'none' }),
    },
  ]);
  expect(screen.getByLabelText<HTMLInputElement>('What needs doing').value).toBe(
    'Pick up prescriptions',
  );
  expect(onDone).not.toHaveBeenCalled();

  answer = new Response(JSON.stringify({ id: 't1', title: 'Pick up prescriptions' }), {
    status: 201,
  });
  add();
  await waitFor(() => expect(onDone).toHaveBeenCalled());
});
