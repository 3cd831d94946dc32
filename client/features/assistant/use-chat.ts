import { useCallback, useEffect, useRef, useState } from 'react';
import { needsEscalation } from '../../../shared/assistant';
import { sendChatMessage, sendContactRequest } from './assistant.api';
import {
  buildContactRequest,
  CHAT_FAILURE_TEXT,
  CONTACT_SUCCESS_TEXT,
  chatHistory,
  canSend,
  type ContactForm,
  contactFailureText,
  createMessage,
  EMPTY_CONTACT_FORM,
  ESCALATION_ANNOUNCEMENT_TEXT,
  ESCALATION_FORM_DELAY_MS,
  ESCALATION_OFFER_DELAY_MS,
  ESCALATION_OFFER_TEXT,
  FAILURE_FORM_DELAY_MS,
  type Message,
  openingContactForm,
  type Person,
  replyMessage,
  welcomeText,
} from './chat.logic';
import { useTimeouts } from './use-timeouts';

/**
 * The conversation of spec §4: send, wait for the reply, escalate to a care specialist when the
 * reply asks for it or the call fails, and submit the consultation form. An emergency answer
 * escalates differently: no form opens over it; the person hands over with a button below it
 * when they are ready (decision 072).
 */
export function useChat({
  productName,
  supportEmail,
  person,
}: {
  productName: string;
  supportEmail: string;
  /** The signed-in person, whose name and email fill the form; null when signed out. */
  person: Person | null;
}) {
  const [messages, setMessages] = useState<Message[]>(() => [
    createMessage('assistant', welcomeText(productName)),
  ]);
  const [isPending, setIsPending] = useState(false);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The reply that led to the form: it stays in view above the form (an emergency's safety step). */
  const [handOverReply, setHandOverReply] = useState<Message | null>(null);
  // Guards against a second Enter in the same tick, before the pending state has rendered.
  const isPendingRef = useRef(false);
  const isSubmittingRef = useRef(false);
  // The form may open from a timer set before the person's details had loaded.
  const personRef = useRef(person);
  useEffect(() => {
    personRef.current = person;
  }, [person]);
  const schedule = useTimeouts();

  const say = useCallback((content: string) => {
    setMessages((current) => [...current, createMessage('assistant', content)]);
  }, []);

  /** Opens the form, with the reply that led to it pinned above (none from the link or a failure). */
  const showForm = useCallback((pinned: Message | null) => {
    setHandOverReply(pinned);
    setForm((current) => openingContactForm(current, personRef.current, pinned?.isEmergency));
    setIsFormOpen(true);
  }, []);

  /** Sends the input unless it is empty or a reply is pending; says whether it was sent. */
  const send = (input: string): boolean => {
    if (!canSend(input, isPendingRef.current)) return false;
    const content = input.trim();
    const conversationHistory = chatHistory(messages);
    isPendingRef.current = true;
    setIsPending(true);
    setMessages((current) => [...current, createMessage('user', content)]);
    void (async () => {
      try {
        const reply = await sendChatMessage(content, conversationHistory);
        const message = replyMessage(reply);
        setMessages((current) => [...current, message]);
        // An emergency answer keeps the screen: its call links must not be covered by a form.
        if (needsEscalation(reply) && !reply.isEmergency) {
          schedule(() => {
            say(ESCALATION_OFFER_TEXT);
            schedule(() => {
              say(ESCALATION_ANNOUNCEMENT_TEXT);
              showForm(message);
            }, ESCALATION_FORM_DELAY_MS);
          }, ESCALATION_OFFER_DELAY_MS);
        }
      } catch (error) {
        console.error('Chat request failed', error);
        say(CHAT_FAILURE_TEXT);
        schedule(() => showForm(null), FAILURE_FORM_DELAY_MS);
      } finally {
        isPendingRef.current = false;
        setIsPending(false);
      }
    })();
    return true;
  };

  const submitContact = async () => {
    if (isSubmittingRef.current) return;
    isSubmittingRef.current = true;
    setIsSubmitting(true);
    setSubmitError(null);
    try {
      await sendContactRequest(buildContactRequest(form, messages));
      setIsFormOpen(false);
      setForm(EMPTY_CONTACT_FORM);
      say(CONTACT_SUCCESS_TEXT);
    } catch (error) {
      console.error('Contact request failed', error);
      const text = contactFailureText(supportEmail);
      say(text);
      // The chat sits behind the open form, so the form repeats the message where it is seen.
      setSubmitError(text);
    } finally {
      isSubmittingRef.current = false;
      setIsSubmitting(false);
    }
  };

  return {
    messages,
    isPending,
    send,
    isFormOpen,
    handOverReply,
    openForm: () => showForm(null),
    /** The button below an emergency answer: the form opens with that answer pinned above it. */
    handOver: (reply: Message) => showForm(reply),
    closeForm: () => {
      setIsFormOpen(false);
      setSubmitError(null);
    },
    form,
    setForm,
    isSubmitting,
    submitError,
    submitContact,
  };
}
