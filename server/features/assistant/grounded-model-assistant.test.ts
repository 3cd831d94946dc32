import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantInput, AssistantSettings } from '../../adapters/assistant-provider';
import { createChatModel } from '../../adapters/chat-completions';
import {
  startFakeChatModelServer,
  type FakeChatModelServer,
} from '../../test/fake-chat-model-server';
import { createBuiltInAssistant } from './built-in-assistant';
import { asPlainAnswer, createGroundedModelAssistant } from './grounded-model-assistant';
import { medicalReply } from './safety-rules';
import { withSafetyRules } from './with-safety-rules';

const settings: AssistantSettings = {
  emergencyNumber: '112',
  supportEmail: 'help@kinwell.example',
};
const builtIn = createBuiltInAssistant(settings);
/** The slow test's timeout; every other test gives the local model all the time a busy machine needs. */
const TIMEOUT_SECONDS = 0.5;
const PATIENT_SECONDS = 20;

let fake: FakeChatModelServer;
let warnings: Record<string, unknown>[];

beforeAll(async () => {
  fake = await startFakeChatModelServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'canned';
  warnings = [];
});

function assistant(key?: string, timeoutSeconds = PATIENT_SECONDS) {
  const provider = createGroundedModelAssistant({
    model: createChatModel({
      url: fake.url,
      model: 'kinwell-test-model',
      key,
      timeoutSeconds,
    }),
    builtIn,
    settings,
    log: { warn: (details) => warnings.push(details) },
  });
  return withSafetyRules(provider, settings);
}

const ask = (message: string, extra: Partial<AssistantInput> = {}) =>
  assistant().reply({ message, history: [], ...extra });

const systemOf = (index = 0): string =>
  fake.requests[index]?.body.messages?.find((m) => m.role === 'system')?.content ?? '';

describe('the grounded language model', () => {
  it("sends the rules, the matching Kinwell passages with their pages, and the model's answer comes back", async () => {
    fake.completion =
      'A month of Kinwell costs $14.95, and the first days are free. You can read more at /pricing.';
    const reply = await ask('How much does Kinwell cost per month?');
    expect(reply).toEqual({
      response:
        'A month of Kinwell costs $14.95, and the first days are free. You can read more at /pricing.',
      needsEscalation: false,
      topic: 'pricing',
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.body.model).toBe('kinwell-test-model');
    const system = systemOf();
    expect(system).toMatch(/Answer only from the Kinwell passages and the facts below/);
    expect(system).toMatch(/Never give an amount or number of any medicine/);
    expect(system).toMatch(/Never say or guess what illness/);
    expect(system).toMatch(/connect you with our team/);
    expect(system).toContain('(page: /pricing)');
    expect(system).toContain('14.95');
    // No circle facts were given, so none are sent.
    expect(system).not.toMatch(/Facts about the care circle/);
    expect(request?.body.messages?.at(-1)).toEqual({
      role: 'user',
      content: 'How much does Kinwell cost per month?',
    });
  });

  it('sends the recent conversation and the circle facts it is given, and answers from them', async () => {
    fake.completion = 'Her next appointment is with Dr. Osei on Tuesday, March 3 at 10:30.';
    const reply = await ask('When is the next appointment with the doctor?', {
      history: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hello! What would you like to know?' },
      ],
      facts: [
        'Appointment: Dr. Osei (memory clinic) on Tuesday, March 3, 2026 at 10:30',
        'Medicine: Donepezil 10 mg, 1 tablet at 8:00 every day',
      ],
    });
    expect(reply.response).toBe(
      'Her next appointment is with Dr. Osei on Tuesday, March 3 at 10:30.',
    );
    expect(reply.needsEscalation).toBe(false);
    const messages = fake.requests[0]?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(systemOf()).toContain(
      '- Appointment: Dr. Osei (memory clinic) on Tuesday, March 3, 2026 at 10:30',
    );
    expect(systemOf()).toContain('- Medicine: Donepezil 10 mg, 1 tablet at 8:00 every day');
  });

  it('may repeat a dose the circle recorded, but not any other amount', async () => {
    const facts = ['Medicine: Donepezil 10 mg, 1 tablet at 8:00 every day'];
    fake.completion = 'Donepezil 10 mg, 1 tablet, is due at 8:00 every day.';
    expect((await ask('What does she take in the morning?', { facts })).response).toBe(
      'Donepezil 10 mg, 1 tablet, is due at 8:00 every day.',
    );
    fake.completion = 'She could take 20 mg instead, which is a common amount.';
    expect(await ask('What does she take in the morning?', { facts })).toEqual(
      medicalReply('dosing', settings),
    );
  });

  it('adds the page when the model leaves it out, and strips Markdown', async () => {
    fake.completion = '**Sundowning** is restlessness and confusion in the late afternoon.';
    const reply = await ask('What is sundowning?');
    expect(reply.response).toMatch(
      /^Sundowning is restlessness and confusion in the late afternoon\. You can read more at \/\S+\.$/,
    );
    expect(reply.needsEscalation).toBe(false);
  });

  it('escalates when the model says it does not know', async () => {
    fake.completion =
      "I'm not sure I have a good answer to that. I can connect you with our team, and a care specialist will reply within 24 hours.";
    const reply = await ask('Does Kinwell work with my smart fridge?');
    expect(fake.requests).toHaveLength(1);
    expect(reply.needsEscalation).toBe(true);
    expect(reply.response).toContain('connect you with our team');
  });

  it('replaces a dose amount with the medical reply', async () => {
    fake.completion = 'For sleep, most people give 5 mg of melatonin an hour before bed.';
    expect(await ask('Tips for helping her sleep at night?')).toEqual(
      medicalReply('dosing', settings),
    );
    fake.completion = 'Give her two tablets with water before bed.';
    expect(await ask('Tips for helping her sleep at night?')).toEqual(
      medicalReply('dosing', settings),
    );
  });

  it('replaces a diagnosis claim with the medical reply', async () => {
    fake.completion =
      'From what you describe, your mother has vascular dementia. You can read more at /resources.';
    // "Gets lost" is read by the second harm check (decision 039), so the emergency line may come
    // first; the model's claim is replaced either way.
    const reply = await ask('My mother gets lost in her own street and repeats questions');
    expect(reply.response.endsWith(medicalReply('diagnosis', settings).response)).toBe(true);
    expect(reply.response).not.toContain('vascular');
    expect(fake.requests).toHaveLength(1);
  });

  it('sends nothing to the model for an emergency: the rules answer at once', async () => {
    const reply = await ask('My mother fell and hit her head, she is bleeding');
    expect(reply.topic).toBe('emergency');
    expect(reply.response).toContain('112');
    expect(fake.requests).toHaveLength(0);
    // Nor for a dosing question the rules answer.
    expect(await ask('How many mg of donepezil can I give?')).toEqual(
      medicalReply('dosing', settings),
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('lets the built-in answer small talk without asking the model', async () => {
    const reply = await ask('hello');
    expect(reply.topic).toBe('greeting');
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the key as a bearer token only when one is configured', async () => {
    await assistant('secret-key').reply({ message: 'What is sundowning?', history: [] });
    await assistant().reply({ message: 'What is sundowning?', history: [] });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer secret-key');
    expect(fake.requests[1]?.headers.authorization).toBeUndefined();
  });
});

describe('when the model fails, the built-in assistant answers', () => {
  const question = 'How much does Kinwell cost per month?';

  it('after about the timeout when the model is slow', async () => {
    fake.mode = 'slow';
    fake.delayMs = 10_000;
    const started = Date.now();
    const reply = await assistant(undefined, TIMEOUT_SECONDS).reply({
      message: question,
      history: [],
    });
    const took = Date.now() - started;
    expect(reply).toEqual(
      await withSafetyRules(builtIn, settings).reply({ message: question, history: [] }),
    );
    expect(reply.response).toContain('14.95');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 50);
    // Well before the slow model would have answered.
    expect(took).toBeLessThan(6000);
    expect(warnings).toEqual([{ failure: 'timeout' }]);
  });

  it('when the model answers 500', async () => {
    fake.mode = 'failing';
    const reply = await ask(question);
    expect(reply.response).toContain('14.95');
    expect(fake.requests).toHaveLength(1);
    expect(warnings).toEqual([{ failure: 'http_error', status: 500 }]);
  });

  it('when the answer is not JSON', async () => {
    fake.mode = 'garbage';
    const reply = await ask(question);
    expect(reply.response).toContain('14.95');
    expect(warnings).toEqual([{ failure: 'malformed' }]);
  });

  it('when the answer is empty', async () => {
    fake.completion = '   ';
    const reply = await ask(question);
    expect(reply.response).toContain('14.95');
    expect(warnings).toEqual([{ failure: 'empty' }]);
  });

  it('when the service cannot be reached', async () => {
    const closed = await startFakeChatModelServer();
    await closed.close();
    const provider = createGroundedModelAssistant({
      model: createChatModel({ url: closed.url, model: 'm', key: undefined, timeoutSeconds: 2 }),
      builtIn,
      settings,
      log: { warn: (details) => warnings.push(details) },
    });
    const reply = await provider.reply({ message: question, history: [] });
    expect(reply.response).toContain('14.95');
    expect(warnings).toEqual([{ failure: 'network' }]);
  });

  it('and nothing the person typed is logged', async () => {
    fake.mode = 'failing';
    await ask('How much does Kinwell cost per month for my mum Margaret?');
    expect(JSON.stringify(warnings)).not.toMatch(/Margaret|cost/);
  });
});

describe('asPlainAnswer', () => {
  it('keeps Kinwell paths and turns Markdown and full addresses into plain text', () => {
    expect(
      asPlainAnswer(
        '## Pricing\n- **One plan** for the family.\n- See [the pricing page](https://kinwell.example/pricing) or https://kinwell.example/faq today.',
      ),
    ).toBe('Pricing One plan for the family. See the pricing page (/pricing) or /faq today.');
  });
});

it('keeps the topic of an answer that offers our team after answering', async () => {
  fake.mode = 'canned';
  fake.completion =
    'Kinwell costs $14.95 a month. If you have more questions, I can connect you with our team. You can read more at /pricing.';
  const reply = await ask('How much does Kinwell cost per month?');
  expect(reply.topic).toBe('pricing');
  expect(reply.needsEscalation).toBe(true);
});

describe("the built-in search's passages for the model", () => {
  it('puts the best match first, with its page, and keeps to the limit', () => {
    const passages = builtIn.passages(
      { message: 'How much does Kinwell cost per month?', history: [] },
      4,
    );
    expect(passages[0]).toMatchObject({ topic: 'pricing', link: '/pricing' });
    expect(passages[0]?.text).toContain('14.95');
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(4);
    expect(
      builtIn.passages({ message: 'What about the symptoms?', history: [] }, 1).length,
    ).toBeLessThanOrEqual(1);
  });

  it('finds none for small talk or words the guides never use', () => {
    expect(builtIn.passages({ message: 'hello there', history: [] }, 4)).toEqual([]);
    expect(builtIn.passages({ message: 'xqzv blorft', history: [] }, 4)).toEqual([]);
  });
});
