import { describe, expect, it } from 'vitest';
import { createBuiltInAssistant } from './built-in-assistant';
import {
  EMERGENCY_CLASS,
  guideExamples,
  KINWELL_CLASS,
  loadPageExamples,
  PAGE_TRAINING_SETS,
  trainGuidePageClassifier,
} from './guide-pages';
import { loadGuidePassages } from './guide-passages';
import { withSafetyRules } from './with-safety-rules';
import type { AssistantProvider } from '../../adapters/assistant-provider';

const settings = { emergencyNumber: '911', supportEmail: 'help@kinwell.example' };
const passages = loadGuidePassages();
const pages = [...new Set(passages.map((passage) => passage.link))];

describe('the guide classifier', () => {
  it('learns from the guides alone which guide a question in other words is about', () => {
    const classifier = trainGuidePageClassifier(pages, guideExamples(passages));
    // Written for this test, in no question set.
    const [top] = classifier.guess('she keeps having accidents and hides her wet knickers');
    expect(top?.page).toBe('/incontinence-dementia');
  });

  it('answers the same way every time it is trained on the same examples', () => {
    const examples = guideExamples(passages).slice(0, 200);
    const first = trainGuidePageClassifier(pages, examples);
    const second = trainGuidePageClassifier(pages, examples);
    const message = 'she will not get in the shower';
    expect(second.guess(message)).toEqual(first.guess(message));
  });

  it('learns from the tuned and development sets, never a held-out one', () => {
    expect(PAGE_TRAINING_SETS.some((file) => file.includes('held-out'))).toBe(false);
    const examples = loadPageExamples();
    const labels = new Set(examples.map((example) => example.page));
    expect(labels).toContain(EMERGENCY_CLASS);
    expect(labels).toContain(KINWELL_CLASS);
    expect(labels).toContain('/bathing-dementia');
    // Described emergencies are never a guide's question.
    expect(examples.find((example) => /\bnot breathing\b/.test(example.message))?.page).toBe(
      EMERGENCY_CLASS,
    );
  });
});

describe('answers chosen by the guide classifier', () => {
  const assistant = createBuiltInAssistant(settings);
  const ask = (message: string) => assistant.reply({ message, history: [] });

  it('links the guide a question is about, not the passage that shares most words', async () => {
    const reply = await ask('she pushes her plate away and barely eats');
    expect(reply.response).toMatch(/You can read more at \/eating-swallowing-dementia\.$/);
    // Chosen by reading the whole question: the safety rules are told what the passages matched
    // (the emergency guide on not eating or drinking), and read the message as they did before.
    expect(reply).toMatchObject({ topic: 'dementia', matchedTopic: 'emergency' });
  });

  it('leaves questions about Kinwell to the knowledge files', async () => {
    const reply = await ask('how do the medication reminders work?');
    expect(reply.response).toContain('/help/medication-reminders');
    expect(reply.matchedTopic).toBeUndefined();
  });

  it('never narrows the catch-all: a guessed guide is read as what the passages matched', async () => {
    const guessing: AssistantProvider = {
      reply: async () => ({
        response: 'Bathing can be hard. You can read more at /bathing-dementia.',
        needsEscalation: false,
        topic: 'dementia',
        matchedTopic: 'unknown',
      }),
    };
    const matching: AssistantProvider = {
      reply: async () => ({
        response: 'Bathing can be hard. You can read more at /bathing-dementia.',
        needsEscalation: false,
        topic: 'dementia',
      }),
    };
    // Written for this test: harm words the rules name no emergency for.
    const input = { message: 'mums arm is very swollen and purple', history: [] };
    const guessed = await withSafetyRules(guessing, settings, null).reply(input);
    expect(guessed).toMatchObject({ needsEscalation: true, topic: 'emergency' });
    expect(guessed.response).toContain('call 911');
    const matched = await withSafetyRules(matching, settings, null).reply(input);
    expect(matched.needsEscalation).toBe(false);
  });
});
