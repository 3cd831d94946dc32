import { describe, expect, it, vi } from 'vitest';
import { needsEscalation } from '../../../shared/assistant';
import type { AssistantProvider, AssistantReply } from '../../adapters/assistant-provider';
import {
  applySafetyRules,
  detectEmergency,
  detectHumanRequest,
  detectMedicalQuestion,
} from './safety-rules';
import { withSafetyRules } from './with-safety-rules';

const settings = { emergencyNumber: '112', supportEmail: 'help@kinwell.example' };
const rules = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  applySafetyRules({ message, history }, settings);

describe('described emergencies', () => {
  it.each([
    ['My mom fell and can’t get up', 'fall'],
    ['dad fell down the stairs and hit his head', 'fall'],
    ['HELP she is not breathing', 'unresponsive'],
    ['my husband is unresponsive', 'unresponsive'],
    ['grandpa is having chest pains', 'heart_or_stroke'],
    ['I think mum is having a stroke, her face is drooping', 'heart_or_stroke'],
    ["We can't find my mother anywhere", 'missing'],
    ['Dad wandered off an hour ago', 'missing'],
    ["he went for a walk and hasn't come back", 'missing'],
    ["I don't want to live anymore", 'self_harm'],
    ['mum keeps saying she wants to kill herself', 'self_harm'],
    ['he took too many of his pills', 'poisoning'],
  ])('"%s" is a %s emergency', (message, category) => {
    expect(detectEmergency(message)).toBe(category);
  });

  it('answers at once with the configured emergency number and escalates', () => {
    const reply = rules('My mom fell and can’t get up');
    expect(reply).toMatchObject({ needsEscalation: true, topic: 'emergency' });
    expect(reply?.response).toContain('call 112');
    expect(reply?.response).not.toContain('911');
  });

  it('sends a missing person to the emergency number first, then the 24/7 Helpline', () => {
    const response = rules('grandma is missing')?.response ?? '';
    expect(response.indexOf('112')).toBeGreaterThanOrEqual(0);
    expect(response.indexOf('1-800-272-3900')).toBeGreaterThan(response.indexOf('112'));
  });

  it('names the 988 Lifeline for thoughts of self-harm', () => {
    expect(rules('im having thoughts of suicide')?.response).toMatch(
      /988 Suicide & Crisis Lifeline/,
    );
  });

  it('keeps answering an emergency when the next message only asks what to do now', () => {
    const reply = rules('what do I do now?', [
      { role: 'user', content: 'my mother has gone missing' },
      { role: 'assistant', content: 'Call 112 right now.' },
    ]);
    expect(reply).toMatchObject({ topic: 'emergency', needsEscalation: true });
  });

  it.each([
    'how does the emergency button work',
    'what are crisis alerts',
    'Does pressing the emergency button call 911 for me?',
    'What should I do if mom ever goes missing?',
    'how can I stop her from wandering at night',
    'what are the signs of a stroke',
    'my dad had a stroke two years ago, is vascular dementia likely?',
    'how do missing dose alerts work',
    'she is lost without her routine',
    'my mom says she wants to die at home, not in hospital',
  ])('does not treat "%s" as an emergency', (message) => {
    expect(detectEmergency(message)).toBeNull();
    expect(rules(message)?.topic).not.toBe('emergency');
  });
});

describe('requests for a person, complaints and billing', () => {
  it.each([
    ['I want to talk to a real person', 'person'],
    ['can someone call me back please', 'person'],
    ['Can I speak with a care specialist?', 'person'],
    ['I was charged twice this month', 'billing'],
    ['i want a refund', 'billing'],
    ["I'd like to make a complaint", 'complaint'],
  ])('"%s" is a %s request', (message, reason) => {
    expect(detectHumanRequest(message)).toBe(reason);
  });

  it('escalates with a phrase the chat widget listens for', () => {
    const reply = rules('I want to talk to a human') as AssistantReply;
    expect(reply).toMatchObject({ needsEscalation: true, topic: 'human' });
    expect(reply.response).toContain('connect you with our team');
    expect(needsEscalation(reply)).toBe(true);
  });

  it.each(['how do I contact support', 'can I talk to other caregivers', 'can I cancel anytime'])(
    'leaves "%s" to the assistant',
    (message) => expect(detectHumanRequest(message)).toBeNull(),
  );
});

describe('dosing and diagnosis questions', () => {
  it.each([
    ['How many mg of donepezil should she take?', 'dosing'],
    ['She missed her morning pill, can I give her extra tonight?', 'dosing'],
    ['should i double the dose', 'dosing'],
    ['is it safe to give melatonin with her aricept', 'dosing'],
    ['Does my dad have dementia?', 'diagnosis'],
    ["is this Alzheimer's?", 'diagnosis'],
  ])('"%s" is a %s question', (message, kind) => {
    expect(detectMedicalQuestion(message)).toBe(kind);
  });

  it('never gives a dose: it names the pharmacist or doctor and what to bring', () => {
    const reply = rules('How many mg of donepezil should she take? Can I give her 10mg?');
    expect(reply).toMatchObject({ topic: 'medical', needsEscalation: false });
    expect(reply?.response).toMatch(/pharmacist/);
    expect(reply?.response).toMatch(/doctor/);
    expect(reply?.response).toMatch(/medicine name and strength/);
    expect(reply?.response).not.toMatch(/\d+\s?mg/i);
    expect(needsEscalation(reply as AssistantReply)).toBe(false);
  });

  it('says only a doctor can diagnose', () => {
    expect(rules('is this alzheimers or just normal aging?')?.response).toMatch(
      /Only a doctor can diagnose/,
    );
  });

  it('treats an overdose that already happened as an emergency, not a dosing question', () => {
    expect(rules('she took a double dose and now she is unresponsive')?.topic).toBe('emergency');
  });

  it.each([
    'how do I add a medication',
    'can I take a photo of the pills',
    'can I give my daughter access to the medication list?',
    'what happens if a dose is missed',
    'my mom has dementia, how do I plan her day?',
  ])('leaves the feature question "%s" to the assistant', (message) => {
    expect(detectMedicalQuestion(message)).toBeNull();
  });
});

describe('withSafetyRules', () => {
  const fixed = (reply: AssistantReply): AssistantProvider => ({
    reply: vi.fn(async () => reply),
  });

  it('answers emergencies itself, without asking the provider', async () => {
    const providerReply = vi.fn(async () => ({
      response: 'Hello',
      needsEscalation: false,
      topic: 'greeting' as const,
    }));
    const reply = await withSafetyRules({ reply: providerReply }, settings).reply({
      message: 'dad is not breathing',
      history: [],
    });
    expect(reply.topic).toBe('emergency');
    expect(providerReply).not.toHaveBeenCalled();
  });

  it('replaces a provider reply that names a dose', async () => {
    const provider = fixed({
      response: 'Give her 10 mg.',
      needsEscalation: false,
      topic: 'features',
    });
    const reply = await withSafetyRules(provider, settings).reply({ message: 'hi', history: [] });
    expect(reply.topic).toBe('medical');
    expect(reply.response).not.toContain('10 mg');
  });

  it('flags a provider reply that promises the team, and strips markup characters', async () => {
    const provider = fixed({
      response: '<b>I can connect you with our team.</b>',
      needsEscalation: false,
      topic: 'unknown',
    });
    const reply = await withSafetyRules(provider, settings).reply({ message: 'hi', history: [] });
    expect(reply.needsEscalation).toBe(true);
    expect(reply.response).not.toMatch(/[<>]/);
  });
});
