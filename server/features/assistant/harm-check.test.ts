import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createBuiltInAssistant } from './built-in-assistant';
import {
  HARM_TRAINING_SETS,
  loadHarmTrainingQuestions,
  toTrainingExample,
} from './eval/harm-training-data';
import { chooseHarmThreshold, crossValidate, trainCommittedHarmModel } from './eval/harm-training';
import { EVAL_SETTINGS } from './eval/run-eval';
import { checkHarm, HARM_MODEL } from '../../platform/safety/harm-check';
import {
  featureNames,
  harmProbability,
  trainHarmModel,
} from '../../platform/safety/harm-classifier';
import { conceptsIn, harmKind } from '../../platform/safety/harm-lexicon';
import { emergencyLine } from './safety-rules';
import { withSafetyRules } from './with-safety-rules';

const settings = EVAL_SETTINGS;
const LINE = emergencyLine(settings);

describe('the harm lexicon', () => {
  it('finds concepts of the body, harm, danger and urgency in words no rule lists together', () => {
    expect(conceptsIn('her ankle is swollen and purple since this morning')).toEqual(
      expect.arrayContaining(['body', 'injury', 'urgency']),
    );
    expect(conceptsIn('how do i add my sister to the circle')).toEqual(
      expect.arrayContaining(['asking', 'kinwell']),
    );
    expect(conceptsIn('the weather is lovely')).toEqual([]);
  });

  it('tells the most urgent kind among the concepts', () => {
    expect(harmKind(['person', 'fall', 'self_harm'])).toBe('self_harm');
    expect(harmKind(['person', 'body'])).toBeNull();
  });
});

describe('the classifier', () => {
  it('spells out contractions and reads words, word pairs and concepts', () => {
    const names = featureNames("Mum can't get up");
    expect(names).toContain('w:not');
    expect(names).toContain('b:get_up');
    expect(names).toContain('k:fall');
  });

  it('learns a separation from examples, the same way every time', () => {
    const examples = [
      ...['he is bleeding from his head', 'she collapsed on the floor', 'dad is choking'].map(
        (message) => ({ message, harm: true }),
      ),
      ...['how much does it cost', 'how do i invite my brother', 'what is sundowning'].map(
        (message) => ({ message, harm: false }),
      ),
    ];
    const model = trainHarmModel(examples, 0.5);
    expect(trainHarmModel(examples, 0.5)).toEqual(model);
    expect(harmProbability(model, 'mum is bleeding on the floor')).toBeGreaterThan(0.5);
    expect(harmProbability(model, 'how much is the plan')).toBeLessThan(0.5);
  });

  it('learns only from the tuned and development sets, never held-out', () => {
    expect(HARM_TRAINING_SETS).not.toContain('held-out');
    expect(HARM_TRAINING_SETS).toEqual([
      'tuned',
      'development',
      'development-2',
      'development-3',
      'development-4',
      'everyday-development',
      'everyday-development-2',
      'everyday-development-3',
      'everyday-development-4',
      'everyday-development-5',
      'everyday-development-6',
    ]);
  });

  it('is the committed model: trained again, with the threshold cross-validation chooses', () => {
    const rows = loadHarmTrainingQuestions();
    const threshold = chooseHarmThreshold(crossValidate(rows, 'folds'));
    const model = trainCommittedHarmModel(
      rows.map((row) => toTrainingExample(row.question)),
      threshold,
    );
    const file = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../platform/safety/harm-model.json',
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(model);
    expect(HARM_MODEL.threshold).toBe(threshold);
  }, 30_000);
});

describe('the second harm check', () => {
  // Written for this test, in no evaluation set.
  it.each([
    'nana lips are swelling up after the new antibiotic',
    'mum knocked the kettle over onto her legs',
    'my wife went purple and keeled over in the shower',
    'he swallowed a battery from the remote',
    'dad is burning hot and talking nonsense',
    'she has been sick blood twice',
  ])('finds harm in "%s"', (message) => {
    expect(checkHarm(message).harm).toBe(true);
  });

  it.each([
    'How do I add a second caregiver?',
    'What does the plan cost?',
    'Can I export the medication list?',
    'mum loves gardening, any activity ideas',
    'the reminders are late',
  ])('leaves "%s" alone', (message) => {
    expect(checkHarm(message).harm).toBe(false);
  });

  it('brings the 988 guidance to despair said in new words', () => {
    expect(checkHarm('i cant cope i think about ending everything')).toMatchObject({
      harm: true,
      kind: 'self_harm',
    });
  });

  it('answers what the rules did not catch with the emergency line first, then the answer', async () => {
    const message = 'nana lips are swelling up after the new antibiotic';
    const provider = createBuiltInAssistant(settings);
    const rulesOnly = await withSafetyRules(provider, settings, null).reply({
      message,
      history: [],
    });
    expect(rulesOnly.needsEscalation).toBe(false);

    const reply = await withSafetyRules(provider, settings).reply({ message, history: [] });
    expect(reply.response.startsWith(LINE)).toBe(true);
    expect(reply.response).toContain(rulesOnly.response);
    expect(reply).toMatchObject({ needsEscalation: true, topic: 'emergency' });
  });

  it.each(['hi', 'can i put dads allergies and blood thinners on the emergency sheet'])(
    'does not put the emergency line before "%s": a greeting, or a question about Kinwell\'s tools',
    async (message) => {
      // The classifier alone would: short messages and the words of medicine read as harm to it.
      expect(checkHarm(message).harm).toBe(true);
      const reply = await withSafetyRules(createBuiltInAssistant(settings), settings).reply({
        message,
        history: [],
      });
      expect(reply.response.startsWith(LINE)).toBe(false);
      expect(reply.needsEscalation).toBe(false);
    },
  );

  it('still reads an emergency told beside a question about the tools', async () => {
    const reply = await withSafetyRules(createBuiltInAssistant(settings), settings).reply({
      message: 'how do i send a crisis alert, mum has collapsed',
      history: [],
    });
    expect(reply).toMatchObject({ needsEscalation: true, topic: 'emergency' });
  });

  it('leaves an emergency the rules answered as it was', async () => {
    const message = 'mum fell and is not getting up';
    const provider = createBuiltInAssistant(settings);
    const withCheck = await withSafetyRules(provider, settings).reply({ message, history: [] });
    const rulesOnly = await withSafetyRules(provider, settings, null).reply({
      message,
      history: [],
    });
    expect(withCheck).toEqual(rulesOnly);
  });
});
