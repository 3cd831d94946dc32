import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, type TestContext } from '../../test/test-app';
import type { AssistantProvider } from '../../adapters/assistant-provider';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ emergencyNumber: '112' });
});
afterAll(() => ctx.close());

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
  });
  await other.close();
});
