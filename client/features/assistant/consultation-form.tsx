import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import {
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  type ContactSubject,
  URGENCIES,
  URGENCY_LABELS,
  type Urgency,
} from '../../../shared/assistant';
import { Button } from '../../components/ui/button';
import { Field, LabelledOptions, SelectField, TextField } from '../../components/ui/form-field';
import { canSubmitContact, type ContactForm, type Message } from './chat.logic';
import { MessageText } from './message-text';

const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

const isSubject = (value: string): value is ContactSubject =>
  (CONTACT_SUBJECTS as readonly string[]).includes(value);
const isUrgency = (value: string): value is Urgency =>
  (URGENCIES as readonly string[]).includes(value);

/** The "Connect with Our Care Specialist" overlay of the chat panel (spec §2, §5). */
export function ConsultationForm({
  form,
  onChange,
  onSubmit,
  onCancel,
  isSubmitting,
  submitError,
  pinnedReply = null,
}: {
  form: ContactForm;
  onChange: (form: ContactForm) => void;
  onSubmit: () => void;
  onCancel: () => void;
  isSubmitting: boolean;
  submitError: string | null;
  /** The assistant's reply that led here, such as an emergency's "call 911": never covered. */
  pinnedReply?: Message | null;
}) {
  const titleId = useId();
  const messageId = useId();
  const pinnedId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [emailError, setEmailError] = useState<string | undefined>();

  useEffect(() => {
    // The chat behind the form is inert now: start where the person has to type.
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) =>
    onChange({ ...form, [key]: value });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitContact(form) || isSubmitting) return;
    if (!isEmail(form.email)) {
      setEmailError('Please enter a valid email');
      return;
    }
    setEmailError(undefined);
    onSubmit();
  };

  return (
    <form
      ref={formRef}
      data-consultation-form=""
      aria-labelledby={titleId}
      noValidate
      onSubmit={handleSubmit}
      className="bg-bg absolute inset-0 grid content-start gap-4 overflow-y-auto p-4 pt-0"
    >
      {pinnedReply ? (
        // Pinned at the top while the form scrolls: the safety step stays readable at 390 px.
        <div className="bg-bg sticky top-0 z-10 -mx-4 px-4 pt-3 pb-1">
          <div
            role="note"
            aria-labelledby={pinnedId}
            className="border-danger rounded-lg border-2 px-3 py-2 whitespace-pre-line"
          >
            <p id={pinnedId} className="text-sm font-semibold">
              What the assistant said
            </p>
            <p>
              <MessageText
                text={pinnedReply.content}
                linkPaths
                callNumbers={pinnedReply.callNumbers}
              />
            </p>
          </div>
        </div>
      ) : (
        <div aria-hidden="true" />
      )}
      <div>
        <h3 id={titleId} className="text-xl leading-tight font-bold">
          Connect with Our Care Specialist
        </h3>
        <p className="text-fg-muted">We'll reach out within 24 hours</p>
      </div>
      {submitError ? (
        <p role="alert" className="border-danger rounded-lg border-2 p-3 font-medium">
          {submitError}
        </p>
      ) : null}
      <TextField
        label="Name"
        required
        autoComplete="name"
        value={form.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        error={emailError}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextField
        label="Phone"
        hint="Optional"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={(event) => set('phone', event.target.value)}
      />
      <SelectField
        label="Subject"
        value={form.subject}
        onChange={(event) =>
          set('subject', isSubject(event.target.value) ? event.target.value : '')
        }
      >
        <option value="">Select a topic</option>
        <LabelledOptions values={CONTACT_SUBJECTS} labels={CONTACT_SUBJECT_LABELS} />
      </SelectField>
      <Field label="Message" hint="Optional">
        {({ id, describedBy }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            rows={3}
            value={form.message}
            onChange={(event) => set('message', event.target.value)}
            className="border-border bg-bg text-fg block w-full rounded-lg border-2 px-3 py-2 text-base"
          />
        )}
      </Field>
      <SelectField
        label="Urgency"
        value={form.urgency}
        onChange={(event) => {
          if (isUrgency(event.target.value)) set('urgency', event.target.value);
        }}
      >
        <LabelledOptions values={URGENCIES} labels={URGENCY_LABELS} />
      </SelectField>
      <p id={messageId} className="text-fg-muted text-sm">
        Name and email are required.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          aria-describedby={messageId}
          disabled={!canSubmitContact(form) || isSubmitting}
          className="flex-1"
        >
          {isSubmitting ? 'Sending...' : 'Send request'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          Back to chat
        </Button>
      </div>
    </form>
  );
}
