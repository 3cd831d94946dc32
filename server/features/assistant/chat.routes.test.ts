import { describe, expect, it } from 'vitest';
import { createAgent, createTestApp, setUpTestApp } from '../../test/test-app';
import type { AssistantProvider } from '../../adapters/assistant-provider';

const ctx = setUpTestApp({ emergencyNumber: '112' });

const chat = (body: unknown, ip = '198.51.100.1') =>
  createAgent(ctx.app, { ip }).post('/api/chat', body);

describe('POST /api/chat', () => {
  it('answers a pricing question from the knowledge base without escalating', async () => {
    const response = await chat({
      message: 'How much does Kinwell cost per month?',
      conversationHistory: [],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response).toContain('14.95');
    expect(body.needsEscalation).toBe(false);
  });

  it('uses the history for a follow-up question', async () => {
    const response = await chat({
      message: 'and how much is it?',
      conversationHistory: [
        {
          id: 'w',
          role: 'assistant',
          content: 'Hello! Ask me anything.',
          timestamp: '2026-03-02T14:00:00Z',
        },
        {
          id: 'u1',
          role: 'user',
          content: 'What does the medication tracking do?',
          timestamp: '2026-03-02T14:01:00Z',
        },
      ],
    });
    expect(response.json().response).toContain('14.95');
  });

  it('answers a described emergency at once with the configured number, and escalates', async () => {
    const response = await chat({
      message: 'My mother fell and hit her head, she is bleeding',
      conversationHistory: [],
    });
    const body = response.json();
    expect(body.response).toContain('112');
    expect(body.needsEscalation).toBe(true);
    expect(body.isEmergency).toBe(true);
  });

  it('marks an emergency answer as one and names the numbers it says to call', async () => {
    const response = await chat({
      message: 'my mother fell and is not breathing',
      conversationHistory: [],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response).toMatch(/^Call 112 right now\./);
    expect(body).toMatchObject({ needsEscalation: true, isEmergency: true });
    expect(body.callNumbers).toEqual([{ number: '112', label: 'Call 112' }]);

    const poison = (
      await chat({ message: 'She swallowed bleach from under the sink', conversationHistory: [] })
    ).json();
    expect(poison.isEmergency).toBe(true);
    expect(poison.callNumbers).toEqual(
      expect.arrayContaining([
        { number: '112', label: 'Call 112' },
        { number: '1-800-222-1222', label: 'Call Poison Help 1-800-222-1222' },
      ]),
    );

    const crisis = (
      await chat({ message: 'I want to end my life', conversationHistory: [] })
    ).json();
    expect(crisis.isEmergency).toBe(true);
    expect(crisis.callNumbers).toEqual(
      expect.arrayContaining([{ number: '988', label: 'Call 988' }]),
    );
  });

  it('does not mark an ordinary escalation or a question about the emergency features', async () => {
    const person = (
      await chat({ message: 'Can I talk to a real person please?', conversationHistory: [] })
    ).json();
    expect(person).toMatchObject({ needsEscalation: true, isEmergency: false, callNumbers: [] });

    const feature = (
      await chat({ message: 'How does the emergency button work?', conversationHistory: [] })
    ).json();
    expect(feature.isEmergency).toBe(false);
  });

  it('never echoes HTML', async () => {
    const response = await chat({
      message: '<img src=x onerror=alert(1)> what is <b>sundowning</b>?',
      conversationHistory: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).not.toMatch(/<|>/);
  });

  it.each([
    [{ message: '   ', conversationHistory: [] }, 'Please type a message.'],
    [
      { message: 'x'.repeat(2001), conversationHistory: [] },
      'Please keep each message under 2,000 characters.',
    ],
    [
      {
        message: 'hi',
        conversationHistory: Array.from({ length: 11 }, () => ({ role: 'user', content: 'hi' })),
      },
      'The conversation history is too long.',
    ],
  ])('refuses bad input with a clear message', async (body, message) => {
    const response = await chat(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('limits one address to 60 messages in 10 minutes', async () => {
    for (let i = 0; i < 60; i += 1) {
      expect(
        (await chat({ message: 'hello', conversationHistory: [] }, '198.51.100.77')).statusCode,
      ).toBe(200);
    }
    const blocked = await chat({ message: 'hello', conversationHistory: [] }, '198.51.100.77');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

it('runs the safety rules before any other provider', async () => {
  const calls: string[] = [];
  const provider: AssistantProvider = {
    reply: async ({ message }) => {
      calls.push(message);
      return {
        response: 'Here is a tip about routines.',
        needsEscalation: false,
        topic: 'care_planning',
      };
    },
  };
  const other = await createTestApp({}, { assistant: provider });
  const agent = createAgent(other.app);
  const emergency = await agent.post('/api/chat', {
    message: 'Dad is missing, we cannot find him anywhere',
    conversationHistory: [],
  });
  expect(emergency.json().needsEscalation).toBe(true);
  expect(emergency.json().response).toContain('911');
  expect(calls).toEqual([]);
  const normal = await agent.post('/api/chat', {
    message: 'Any tips for a calm evening routine?',
    conversationHistory: [],
  });
  expect(normal.json()).toEqual({
    response: 'Here is a tip about routines.',
    needsEscalation: false,
    isEmergency: false,
    callNumbers: [],
  });
  await other.close();
});
