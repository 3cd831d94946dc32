import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatPanel from './chat-panel';
import {
  CHAT_FAILURE_TEXT,
  CONTACT_SUCCESS_TEXT,
  ESCALATION_ANNOUNCEMENT_TEXT,
  ESCALATION_OFFER_TEXT,
} from './chat.logic';

interface Call {
  url: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

let calls: Call[] = [];
let answers: Record<string, Answer[]> = {};

/** A fetch that answers /api/chat and /api/contact-request from queues; config is left unset. */
function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = await (answers[url]?.shift() ?? { status: 404, body: { message: 'none' } });
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return {
        ok: answer.status < 400,
        status: answer.status,
        statusText: '',
        json: async () => answer.body,
        text: async () => text,
      } as Response;
    }),
  );
}

const HAND_OVER = 'Ask a care specialist to contact me';
const SIGNED_IN = {
  id: 'u1',
  name: 'Ruth Adams',
  email: 'ruth@example.com',
  phoneNumber: null,
  role: 'caregiver',
  circleId: null,
};

const callsTo = (url: string) => calls.filter((call) => call.url === url);

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChatPanel isOpen onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    input: screen.getByLabelText('Type your message'),
    send: screen.getByRole('button', { name: 'Send message' }),
    log: screen.getByRole('log'),
  };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the stubbed call settle without moving the clock (vi.waitFor would move it). */
async function settle() {
  for (let round = 0; round < 10; round += 1) await act(async () => Promise.resolve());
}

beforeEach(() => {
  calls = [];
  answers = {};
  stubFetch();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the chat panel', () => {
  it('opens with the title, the line, the welcome and the focus in the message box', () => {
    const { input, log } = renderPanel();
    expect(screen.getByRole('dialog', { name: 'Kinwell Assistant' })).toBeInTheDocument();
    expect(
      screen.getByText('Ask me about our features, pricing, or how to get started!'),
    ).toBeInTheDocument();
    expect(log).toHaveTextContent('Dementia types and symptoms');
    expect(screen.getByText('24/7 AI Support')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('rows', '2');
  });

  it('sends on Enter, not on Shift+Enter, and not while blank or waiting', async () => {
    let reply: (answer: { status: number; body: unknown }) => void = () => undefined;
    answers['/api/chat'] = [
      new Promise((resolve) => {
        reply = resolve;
      }),
    ];
    const { input, send, log } = renderPanel();
    expect(send).toBeDisabled();
    type(input, '   ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(callsTo('/api/chat')).toHaveLength(0);

    type(input, 'What does it cost?');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(callsTo('/api/chat')).toHaveLength(0);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('');
    expect(log).toHaveTextContent('What does it cost?');
    expect(within(log).getByText('Kinwell Assistant is typing')).toBeInTheDocument();

    type(input, 'Hello again');
    expect(send).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(callsTo('/api/chat')).toHaveLength(1);

    await act(async () =>
      reply({ status: 200, body: { response: 'It is $14.95 a month.', needsEscalation: false } }),
    );
    expect(log).toHaveTextContent('It is $14.95 a month.');
    expect(within(log).queryByText('Kinwell Assistant is typing')).toBeNull();
    expect(send).toBeEnabled();
    const [call] = callsTo('/api/chat');
    expect(call?.body).toMatchObject({ message: 'What does it cost?' });
  });

  it('sends at most the last five messages before the new one', async () => {
    answers['/api/chat'] = Array.from({ length: 4 }, (_, index) => ({
      status: 200,
      body: { response: `Answer ${index + 1}`, needsEscalation: false },
    }));
    const { input, log } = renderPanel();
    for (let index = 1; index <= 4; index += 1) {
      type(input, `Question ${index}`);
      fireEvent.keyDown(input, { key: 'Enter' });
      await vi.waitFor(() => expect(log).toHaveTextContent(`Answer ${index}`));
    }
    const histories = callsTo('/api/chat').map(
      (call) => (call.body as { conversationHistory: { content: string }[] }).conversationHistory,
    );
    expect(histories.map((history) => history.length)).toEqual([1, 3, 5, 5]);
    expect(histories[3]?.map((message) => message.content)).toEqual([
      'Answer 1',
      'Question 2',
      'Answer 2',
      'Question 3',
      'Answer 3',
    ]);
  });

  it('keeps an escalating answer in view above the form that opens after it', async () => {
    const safety = 'Please call 911 now if they are hurt or cannot get up.';
    answers['/api/chat'] = [{ status: 200, body: { response: safety, needsEscalation: true } }];
    const { input } = renderPanel();
    type(input, 'my mother fell and she is not getting up');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    await advance(3000);

    const form = screen
      .getByRole('heading', { name: 'Connect with Our Care Specialist' })
      .closest('form');
    const pinned = screen.getByRole('note', { name: 'What the assistant said' });
    expect(pinned).toHaveTextContent(safety);
    // Above the form's fields, and not behind the inert chat.
    expect(pinned.closest('[inert]')).toBeNull();
    expect(form?.contains(pinned)).toBe(true);
    const name = screen.getByLabelText('Name');
    expect(pinned.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives an emergency answer tap-to-call links and a hand-over button, and opens no form', async () => {
    const safety =
      'Call 911 right now. If they swallowed something, call Poison Help at 1-800-222-1222. You can also call or text 988.';
    answers['/api/chat'] = [
      {
        status: 200,
        body: {
          response: safety,
          needsEscalation: true,
          isEmergency: true,
          callNumbers: [
            { number: '911', label: 'Call 911' },
            { number: '1-800-222-1222', label: 'Call Poison Help 1-800-222-1222' },
            { number: '988', label: 'Call 988' },
          ],
        },
      },
    ];
    const { input, log } = renderPanel();
    type(input, 'my mother fell and is not breathing');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();

    expect(log).toHaveTextContent(safety);
    expect(within(log).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(
      within(log).getByRole('link', { name: 'Call Poison Help 1-800-222-1222' }),
    ).toHaveAttribute('href', 'tel:18002221222');
    expect(within(log).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');

    await advance(5000);
    expect(screen.queryByRole('heading', { name: 'Connect with Our Care Specialist' })).toBeNull();
    expect(log).not.toHaveTextContent(ESCALATION_OFFER_TEXT);
    expect(log).not.toHaveTextContent(ESCALATION_ANNOUNCEMENT_TEXT);
    expect(input).toHaveFocus();

    fireEvent.click(within(log).getByRole('button', { name: HAND_OVER }));
    expect(
      screen.getByRole('heading', { name: 'Connect with Our Care Specialist' }),
    ).toBeInTheDocument();
    // The answer, with its call links, stays above the form; an emergency is handed over urgent.
    const pinned = screen.getByRole('note', { name: 'What the assistant said' });
    expect(within(pinned).getByRole('link', { name: 'Call 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    expect(screen.getByLabelText('Urgency')).toHaveValue('urgent');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('links only the numbers the server names, and an ordinary answer offers no hand-over', async () => {
    answers['/api/chat'] = [
      {
        status: 200,
        body: { response: 'Our office line is 555-0100, open 9 to 5.', needsEscalation: false },
      },
    ];
    const { input, log } = renderPanel();
    type(input, 'What is your phone number?');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(log).toHaveTextContent('Our office line is 555-0100');
    expect(within(log).queryByRole('link')).toBeNull();
    expect(within(log).queryByRole('button', { name: HAND_OVER })).toBeNull();
  });

  it("prefills a signed-in person's name and email in the form", async () => {
    answers['/api/auth/user'] = [{ status: 200, body: SIGNED_IN }];
    answers['/api/chat'] = [
      {
        status: 200,
        body: {
          response: 'Call 911 right now.',
          needsEscalation: true,
          isEmergency: true,
          callNumbers: [{ number: '911', label: 'Call 911' }],
        },
      },
    ];
    const { input, log } = renderPanel();
    await settle();
    type(input, 'my mother fell and is not breathing');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    fireEvent.click(within(log).getByRole('button', { name: HAND_OVER }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ruth Adams');
    expect(screen.getByLabelText('Email')).toHaveValue('ruth@example.com');

    // What the person types is theirs: going back and returning keeps it.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ruth A.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back to chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Specialist' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ruth A.');
    expect(screen.getByLabelText('Email')).toHaveValue('ruth@example.com');
  });

  it('prefills the form that the timed escalation opens for a signed-in person', async () => {
    answers['/api/auth/user'] = [{ status: 200, body: SIGNED_IN }];
    answers['/api/chat'] = [
      { status: 200, body: { response: 'Our specialists can help.', needsEscalation: true } },
    ];
    const { input } = renderPanel();
    await settle();
    type(input, 'My father wanders at night');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    await advance(3000);
    expect(screen.getByLabelText('Name')).toHaveValue('Ruth Adams');
    expect(screen.getByLabelText('Email')).toHaveValue('ruth@example.com');
    expect(screen.getByLabelText('Urgency')).toHaveValue('normal');
  });

  it('offers a specialist 1 s after an escalating reply and opens the form 2 s later', async () => {
    answers['/api/chat'] = [
      {
        status: 200,
        body: { response: 'A personal consultation would help.', needsEscalation: false },
      },
    ];
    const { input, log } = renderPanel();
    type(input, 'My mother is getting worse');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(log).toHaveTextContent('A personal consultation would help.');

    await advance(999);
    expect(log).not.toHaveTextContent(ESCALATION_OFFER_TEXT);
    await advance(1);
    expect(log).toHaveTextContent(ESCALATION_OFFER_TEXT);
    await advance(1999);
    expect(log).not.toHaveTextContent(ESCALATION_ANNOUNCEMENT_TEXT);
    expect(screen.queryByRole('heading', { name: 'Connect with Our Care Specialist' })).toBeNull();
    await advance(1);
    expect(log).toHaveTextContent(ESCALATION_ANNOUNCEMENT_TEXT);
    expect(
      screen.getByRole('heading', { name: 'Connect with Our Care Specialist' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('apologises when the chat call fails and opens the form after 1 s', async () => {
    answers['/api/chat'] = [{ status: 500, body: { message: 'down' } }];
    const { input, log } = renderPanel();
    type(input, 'Hello');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(log).toHaveTextContent(CHAT_FAILURE_TEXT);
    await advance(999);
    expect(screen.queryByRole('heading', { name: 'Connect with Our Care Specialist' })).toBeNull();
    await advance(1);
    expect(
      screen.getByRole('heading', { name: 'Connect with Our Care Specialist' }),
    ).toBeInTheDocument();
  });

  it('keeps the form and its values after a failed request, and resets it after success', async () => {
    answers['/api/contact-request'] = [
      { status: 500, body: { message: 'down' } },
      { status: 201, body: {} },
    ];
    const { log, input } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Specialist' }));
    const submit = screen.getByRole('button', { name: 'Send request' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana Lima' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'pricing' } });
    expect(screen.getByLabelText('Urgency')).toHaveValue('normal');
    expect(submit).toBeEnabled();

    fireEvent.click(submit);
    const failure =
      'I had trouble submitting your request. Please try again, or you can email us directly at support@kinwell.example';
    await vi.waitFor(() => expect(log).toHaveTextContent(failure));
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Lima');

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() => expect(log).toHaveTextContent(CONTACT_SUCCESS_TEXT));
    expect(screen.queryByRole('heading', { name: 'Connect with Our Care Specialist' })).toBeNull();
    // The focus moves in an effect, which may run after the message is on screen.
    await vi.waitFor(() => expect(input).toHaveFocus());
    const bodies = callsTo('/api/contact-request').map((call) => call.body);
    expect(bodies[1]).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '',
      subject: 'pricing',
      message: '',
      urgency: 'normal',
      source: 'ai_escalation',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Connect with Specialist' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Urgency')).toHaveValue('normal');
  });

  it('asks for a valid email before sending', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Specialist' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(callsTo('/api/contact-request')).toHaveLength(0);
  });
});
