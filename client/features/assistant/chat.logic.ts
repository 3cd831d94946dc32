import {
  CHAT_HISTORY_LIMIT,
  CONTACT_HISTORY_LIMIT,
  type CallNumber,
  type ChatMessage,
  type ChatResponse,
  type ContactRequestInput,
  type ContactSubject,
  type Urgency,
} from '../../../shared/assistant';

/**
 * Spec §4 and §9: 1 s after an escalating reply the offer appears, 2 s after that the form opens;
 * a failed chat call opens the form after 1 s. Every timer of the widget uses these.
 */
export const ESCALATION_OFFER_DELAY_MS = 1000;
export const ESCALATION_FORM_DELAY_MS = 2000;
export const FAILURE_FORM_DELAY_MS = 1000;

export const TAGLINE = 'Ask me about our features, pricing, or how to get started!';

export const WELCOME_TOPICS = [
  'Platform features and pricing',
  'Getting started',
  'Dementia types and symptoms',
  'Care planning',
  'Cost savings',
  'Technical support',
  'Emergency support',
] as const;

export const welcomeText = (productName: string) =>
  [
    `Hello! I'm the ${productName} Assistant, here around the clock. I can help with:`,
    ...WELCOME_TOPICS.map((topic) => `• ${topic}`),
    '',
    'What would you like to know?',
  ].join('\n');

export const ESCALATION_OFFER_TEXT =
  'Would you like a personal call or email from one of our care specialists? I can set that up for you.';
export const ESCALATION_ANNOUNCEMENT_TEXT =
  "I'm opening a short form so our care specialist can reach you.";
/** Spec §8, word for word. */
export const CHAT_FAILURE_TEXT =
  "I'm experiencing a temporary issue. Let me connect you directly with our care specialist for immediate assistance.";
export const CONTACT_SUCCESS_TEXT =
  "Perfect! I've sent your information to our care specialist. You'll receive a personal call or email within 24 hours...";
export const contactFailureText = (supportEmail: string) =>
  `I had trouble submitting your request. Please try again, or you can email us directly at ${supportEmail}`;

/** A chat message as the widget keeps it: every field of the wire format is always present. */
export type Message = Required<Pick<ChatMessage, 'id' | 'role' | 'content'>> & {
  timestamp: string;
  /** The numbers an assistant's answer names that become call links, as the server listed them. */
  callNumbers?: readonly CallNumber[];
  /** An emergency answer: the hand-over to a specialist is a button below it, never a form over it. */
  isEmergency?: boolean;
};

let sequence = 0;

export function createMessage(role: Message['role'], content: string, now = new Date()): Message {
  sequence += 1;
  return {
    id: `${now.getTime().toString(36)}-${sequence}`,
    role,
    content,
    timestamp: now.toISOString(),
  };
}

/** The assistant's reply as a message of the conversation. */
export const replyMessage = (reply: ChatResponse, now = new Date()): Message => ({
  ...createMessage('assistant', reply.response, now),
  callNumbers: reply.callNumbers,
  isEmergency: reply.isEmergency,
});

/** A message as it is sent back to the server: the four fields of spec §7, nothing of the widget's. */
const onTheWire = ({ id, role, content, timestamp }: Message): Message => ({
  id,
  role,
  content,
  timestamp,
});

/** The last `limit` messages, oldest first (spec §7: 5 go with a chat call, 10 with a contact request). */
export const lastMessages = (messages: readonly Message[], limit: number): Message[] =>
  limit > 0 ? messages.slice(-limit).map(onTheWire) : [];

export const chatHistory = (messages: readonly Message[]) =>
  lastMessages(messages, CHAT_HISTORY_LIMIT);

/** The chat input may be sent when it has text and no reply is pending (spec §5). */
export const canSend = (input: string, isPending: boolean) => !isPending && input.trim() !== '';

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
  urgency: Urgency;
}

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  urgency: 'normal',
};

/** Who is signed in, as far as the form needs to know. */
export interface Person {
  name: string;
  email: string;
}

/**
 * The form as it opens: a signed-in person's name and email fill the fields they left empty
 * (what they typed stays theirs), and a hand-over from an emergency answer is urgent, as the desk
 * will treat it anyway.
 */
export const openingContactForm = (
  form: ContactForm,
  person: Person | null,
  isEmergency = false,
): ContactForm => ({
  ...form,
  name: form.name.trim() === '' && person ? person.name : form.name,
  email: form.email.trim() === '' && person ? person.email : form.email,
  urgency: isEmergency && form.urgency === 'normal' ? 'urgent' : form.urgency,
});

/** Spec §5: the submit button waits for a name and an email. */
export const canSubmitContact = (form: ContactForm) =>
  form.name.trim() !== '' && form.email.trim() !== '';

export type ContactRequest = Required<
  Pick<
    ContactRequestInput,
    'name' | 'email' | 'phone' | 'subject' | 'message' | 'urgency' | 'source' | 'timestamp'
  >
> & { conversationHistory: Message[] };

/** The body of POST /api/contact-request (spec §7). */
export const buildContactRequest = (
  form: ContactForm,
  messages: readonly Message[],
  now = new Date(),
): ContactRequest => ({
  name: form.name.trim(),
  email: form.email.trim(),
  phone: form.phone.trim(),
  subject: form.subject,
  message: form.message.trim(),
  urgency: form.urgency,
  conversationHistory: lastMessages(messages, CONTACT_HISTORY_LIMIT),
  source: 'ai_escalation',
  timestamp: now.toISOString(),
});
