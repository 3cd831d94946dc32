import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dailyMedication } from '../../test/fixtures';
import { createAgent, createTestApp, registerAgent, type TestContext } from '../../test/test-app';
import {
  startFakeChatModelServer,
  type FakeChatModelServer,
} from '../../test/fake-chat-model-server';

/** POST /api/chat with a language model configured (decision 031), against a local fake API. */

let fake: FakeChatModelServer;
let withModel: TestContext;
let withoutModel: TestContext;

beforeAll(async () => {
  fake = await startFakeChatModelServer();
  withModel = await createTestApp({
    emergencyNumber: '112',
    assistantModel: { url: fake.url, model: 'test-model', key: 'sk-local', timeoutSeconds: 3 },
  });
  withoutModel = await createTestApp({ emergencyNumber: '112' });
});
afterAll(async () => {
  await withModel.close();
  await withoutModel.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'canned';
});

const chat = (ctx: TestContext, message: string, ip = '198.51.100.31') =>
  createAgent(ctx.app, { ip }).post('/api/chat', { message, conversationHistory: [] });

describe('POST /api/chat with a language model', () => {
  it("answers with the model's grounded answer", async () => {
    fake.completion =
      'Kinwell is $14.95 a month for the whole family, after a free trial. You can read more at /pricing.';
    const response = await chat(withModel, 'How much does Kinwell cost per month?');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      response:
        'Kinwell is $14.95 a month for the whole family, after a free trial. You can read more at /pricing.',
      needsEscalation: false,
      isEmergency: false,
      callNumbers: [],
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-local');
    expect(request?.body.model).toBe('test-model');
    const system = request?.body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('(page: /pricing)');
  });

  it('answers an emergency from the rules without asking the model', async () => {
    const response = await chat(withModel, 'Dad is not breathing and will not wake up');
    expect(response.json().response).toContain('112');
    expect(response.json().needsEscalation).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('gives the built-in answer in about the timeout when the model is slow', async () => {
    fake.mode = 'slow';
    fake.delayMs = 20_000;
    const started = Date.now();
    const response = await chat(withModel, 'How much does Kinwell cost per month?');
    // About the 3-second timeout, well before the slow model would have answered.
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain('14.95');
    expect(response.json().response).toMatch(/\/pricing/);
  });

  it('gives the built-in answer when the model fails', async () => {
    fake.mode = 'failing';
    const response = await chat(withModel, 'How much does Kinwell cost per month?');
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain('14.95');
  });

  it("gives the model the facts of the asker's own circle, and of no other", async () => {
    const own = await registerAgent(withModel.app, { name: 'Maria Lopez', role: 'caregiver' });
    await own.agent.post('/api/circle/medications', dailyMedication('Donepezil'));
    const other = await registerAgent(withModel.app, { name: 'Ben Okafor', role: 'caregiver' });
    await other.agent.post('/api/circle/medications', dailyMedication('Rivastigmine'));
    fake.completion = 'Keep a calm routine in the evening. You can read more at /guides.';

    await own.agent.post('/api/chat', {
      message: 'Any tips for helping her sleep at night?',
      conversationHistory: [],
    });
    const sent = JSON.stringify(fake.requests[0]?.body.messages);
    expect(sent).toContain('Donepezil');
    expect(sent).not.toContain('Rivastigmine');

    fake.requests.length = 0;
    await chat(withModel, 'Any tips for helping her sleep at night?');
    const signedOut = JSON.stringify(fake.requests[0]?.body.messages);
    expect(signedOut).not.toContain('Donepezil');
    expect(signedOut).not.toContain('Rivastigmine');
  });

  it('replaces a model answer that gives a dose', async () => {
    fake.completion = 'Melatonin helps: 3 mg at bedtime is usual.';
    const response = await chat(withModel, 'Any tips for helping her sleep at night?');
    expect(response.json().response).toMatch(/^I can't give advice about doses or medicines/);
  });
});

it('sends nothing anywhere when no model is configured', async () => {
  const response = await chat(withoutModel, 'How much does Kinwell cost per month?');
  expect(response.json().response).toContain('14.95');
  expect(fake.requests).toHaveLength(0);
});
