import { describe, expect, it } from 'vitest';
import type {
  AssistantProvider,
  AssistantReply,
  AssistantSettings,
} from '../../adapters/assistant-provider';
import { claimsDiagnosis } from './diagnosis-claims';
import { loadKnowledge } from './knowledge-base';
import { medicalReply } from './safety-rules';
import { withSafetyRules } from './with-safety-rules';

const settings: AssistantSettings = {
  emergencyNumber: '911',
  supportEmail: 'help@kinwell.example',
};
const asked = (message: string, facts?: string[]) => ({ message, history: [], facts });
const neutral = asked('She keeps asking the same question, what can I do?');

describe('claimsDiagnosis', () => {
  it.each([
    'Your mother has vascular dementia.',
    'From what you describe, your mum probably has early Alzheimer\u2019s.',
    'She is in the middle stages of Alzheimer\u2019s disease.',
    "He's got Lewy body dementia, which explains the hallucinations.",
    'This sounds like frontotemporal dementia.',
    'These symptoms point to mild cognitive impairment.',
    'It is probably just normal aging, nothing to worry about.',
    "Your dad doesn't have dementia; it is old age.",
    'What you describe is consistent with vascular dementia.',
  ])('flags "%s"', (response) => {
    expect(claimsDiagnosis(response, neutral, '911')).toBe(true);
  });

  it.each([
    'Dementia is a general word for losses in memory and thinking that get in the way of daily life.',
    'Only a doctor can tell whether someone has dementia.',
    'Memory problems can also come from things that can be treated, such as infections or depression.',
    'People living with Lewy body dementia may see things that are not there.',
    'Many families find a routine helps. You can read more at /resources.',
  ])('leaves information alone: "%s"', (response) => {
    expect(claimsDiagnosis(response, neutral, '911')).toBe(false);
  });

  it('allows naming a stroke when the answer sends them to the emergency number', () => {
    expect(
      claimsDiagnosis(
        'This sounds like a stroke. Call 911 now, and note the time it started.',
        neutral,
        '911',
      ),
    ).toBe(false);
    expect(claimsDiagnosis('This sounds like a stroke. Rest and see.', neutral, '911')).toBe(true);
  });

  it('allows repeating a diagnosis the asker stated or the circle records, and no other', () => {
    const told = asked('My mum has Alzheimer\u2019s. How do I handle sundowning?');
    expect(
      claimsDiagnosis('Since your mum has Alzheimer\u2019s, evenings can be hard.', told, '911'),
    ).toBe(false);
    expect(claimsDiagnosis('Your mum has vascular dementia too.', told, '911')).toBe(true);
    const recorded = asked('How is Margaret doing?', ['Diagnosis: Lewy body dementia']);
    expect(claimsDiagnosis('Margaret has Lewy body dementia, so…', recorded, '911')).toBe(false);
    // A worry is not a diagnosis: "my sister thinks it is dementia" does not let the model agree.
    const worried = asked('She forgets names. My sister thinks it is dementia.');
    expect(claimsDiagnosis('It sounds like dementia.', worried, '911')).toBe(true);
  });

  it('catches a claim about a person named by the asker', () => {
    const named = asked('Margaret forgets where she put things, why?');
    expect(claimsDiagnosis('Margaret most likely has Alzheimer\u2019s.', named, '911')).toBe(true);
  });

  it('never fires on a sentence of the knowledge base', () => {
    const sentences = loadKnowledge(settings).flatMap((section) => section.sentences);
    expect(sentences.length).toBeGreaterThan(100);
    expect(sentences.filter((sentence) => claimsDiagnosis(sentence, neutral, '911'))).toEqual([]);
  });
});

describe('withSafetyRules after any provider', () => {
  const saying = (response: string): AssistantProvider => ({
    reply: async (): Promise<AssistantReply> => ({
      response,
      needsEscalation: false,
      topic: 'dementia',
    }),
  });

  it('replaces a diagnosis claim with the medical reply', async () => {
    const reply = await withSafetyRules(
      saying('Your mother has vascular dementia. You can read more at /resources.'),
      settings,
    ).reply(neutral);
    expect(reply).toEqual(medicalReply('diagnosis', settings));
  });

  it('replaces a count of pills with the dosing reply, but not a count the circle recorded', async () => {
    const provider = saying('Give her one tablet at 8:00.');
    expect(await withSafetyRules(provider, settings).reply(neutral)).toEqual(
      medicalReply('dosing', settings),
    );
    const recorded = asked('What does she take at 8?', ['Donepezil 5 mg, one tablet at 8:00']);
    expect((await withSafetyRules(provider, settings).reply(recorded)).response).toBe(
      'Give her one tablet at 8:00.',
    );
  });
});
