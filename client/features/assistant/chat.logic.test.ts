import { describe, expect, it } from 'vitest';
import { needsEscalation } from '../../../shared/assistant';
import {
  buildContactRequest,
  canSend,
  canSubmitContact,
  chatHistory,
  createMessage,
  EMPTY_CONTACT_FORM,
  lastMessages,
  openingContactForm,
  replyMessage,
  welcomeText,
} from './chat.logic';

const conversation = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createMessage(index % 2 ? 'assistant' : 'user', `message ${index + 1}`),
  );

describe('conversation history (spec §7, §9)', () => {
  it('sends the last five messages with a chat call, oldest first', () => {
    expect(chatHistory(conversation(3)).map((m) => m.content)).toEqual([
      'message 1',
      'message 2',
      'message 3',
    ]);
    expect(chatHistory(conversation(8)).map((m) => m.content)).toEqual([
      'message 4',
      'message 5',
      'message 6',
      'message 7',
      'message 8',
    ]);
    expect(lastMessages(conversation(3), 0)).toEqual([]);
  });

  it('gives every message an id, a role, its text and an ISO timestamp', () => {
    const message = createMessage('user', 'Hello', new Date('2025-03-01T09:30:00Z'));
    expect(message).toEqual({
      id: expect.any(String),
      role: 'user',
      content: 'Hello',
      timestamp: '2025-03-01T09:30:00.000Z',
    });
    expect(createMessage('user', 'Hello').id).not.toBe(message.id);
  });
});

describe('sending', () => {
  it('is blocked for blank input or while a reply is pending (spec §5)', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('   \n ', false)).toBe(false);
    expect(canSend('Hello', true)).toBe(false);
    expect(canSend(' Hello ', false)).toBe(true);
  });

  it('welcomes with the seven topics', () => {
    const text = welcomeText('Kinwell');
    for (const topic of [
      'Platform features and pricing',
      'Getting started',
      'Dementia types and symptoms',
      'Care planning',
      'Cost savings',
      'Technical support',
      'Emergency support',
    ])
      expect(text).toContain(topic);
  });
});

describe('escalation (spec §4)', () => {
  it('follows the flag or either phrase, in any case', () => {
    expect(needsEscalation({ response: 'Happy to help.', needsEscalation: false })).toBe(false);
    expect(needsEscalation({ response: 'Happy to help.', needsEscalation: true })).toBe(true);
    expect(
      needsEscalation({ response: 'A Personal Consultation may help.', needsEscalation: false }),
    ).toBe(true);
    expect(
      needsEscalation({ response: 'Let me connect you with our team.', needsEscalation: false }),
    ).toBe(true);
  });
});

describe('the consultation request (spec §5, §7)', () => {
  it('waits for a name and an email', () => {
    expect(canSubmitContact(EMPTY_CONTACT_FORM)).toBe(false);
    expect(canSubmitContact({ ...EMPTY_CONTACT_FORM, name: 'Ana' })).toBe(false);
    expect(canSubmitContact({ ...EMPTY_CONTACT_FORM, name: ' ', email: 'a@b.co' })).toBe(false);
    expect(canSubmitContact({ ...EMPTY_CONTACT_FORM, name: 'Ana', email: 'a@b.co' })).toBe(true);
  });

  it('carries the form, the last ten messages, the source and an ISO timestamp', () => {
    const messages = conversation(12);
    const request = buildContactRequest(
      { ...EMPTY_CONTACT_FORM, name: ' Ana Lima ', email: 'ana@example.com', subject: 'pricing' },
      messages,
      new Date('2025-03-01T09:30:00Z'),
    );
    expect(request).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '',
      subject: 'pricing',
      message: '',
      urgency: 'normal',
      conversationHistory: messages.slice(2),
      source: 'ai_escalation',
      timestamp: '2025-03-01T09:30:00.000Z',
    });
  });

  it("fills a signed-in person's name and email only where the form is empty", () => {
    const person = { name: 'Ruth Adams', email: 'ruth@example.com' };
    expect(openingContactForm(EMPTY_CONTACT_FORM, person)).toEqual({
      ...EMPTY_CONTACT_FORM,
      name: 'Ruth Adams',
      email: 'ruth@example.com',
    });
    expect(openingContactForm({ ...EMPTY_CONTACT_FORM, name: 'Ruth A.' }, person)).toMatchObject({
      name: 'Ruth A.',
      email: 'ruth@example.com',
    });
    expect(openingContactForm(EMPTY_CONTACT_FORM, null)).toEqual(EMPTY_CONTACT_FORM);
  });

  it('hands an emergency over as urgent, never lowering a chosen urgency', () => {
    expect(openingContactForm(EMPTY_CONTACT_FORM, null, true).urgency).toBe('urgent');
    expect(openingContactForm({ ...EMPTY_CONTACT_FORM, urgency: 'high' }, null, true).urgency).toBe(
      'high',
    );
    expect(openingContactForm(EMPTY_CONTACT_FORM, null, false).urgency).toBe('normal');
  });

  it("sends back an emergency answer's text without the widget's own fields", () => {
    const reply = replyMessage({
      response: 'Call 911 right now.',
      needsEscalation: true,
      isEmergency: true,
      callNumbers: [{ number: '911', label: 'Call 911' }],
    });
    const [sent] = lastMessages([reply], 10);
    expect(Object.keys(sent ?? {}).sort()).toEqual(['content', 'id', 'role', 'timestamp']);
  });
});
