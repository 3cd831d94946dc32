import { Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../shared/assistant';
import { cn } from '../../lib/cn';
import { useAppConfig, useUser } from '../auth/auth.queries';
import { canSend, TAGLINE } from './chat.logic';
import { ChatMessageList } from './chat-message-list';
import { ConsultationForm } from './consultation-form';
import { useChat } from './use-chat';

/**
 * The open chat widget (spec §2): a non-modal dialog beside the page. It stays mounted while
 * closed so the conversation and a half-written consultation request survive.
 */
export default function ChatPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { productName, supportEmail } = useAppConfig();
  const { user } = useUser();
  const chat = useChat({ productName, supportEmail, person: user });
  const [input, setInput] = useState('');
  const titleId = useId();
  const taglineId = useId();
  const inputId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasFormOpen = useRef(chat.isFormOpen);

  // Opening the panel puts the cursor where the person will type (the form, when it is open).
  useEffect(() => {
    if (!isOpen) return;
    const formField = panelRef.current?.querySelector<HTMLElement>(
      '[data-consultation-form] input',
    );
    (formField ?? inputRef.current)?.focus();
  }, [isOpen]);

  // Leaving the form returns to the message box.
  useEffect(() => {
    if (wasFormOpen.current && !chat.isFormOpen && isOpen) inputRef.current?.focus();
    wasFormOpen.current = chat.isFormOpen;
  }, [chat.isFormOpen, isOpen]);

  const handleSend = (event?: FormEvent) => {
    event?.preventDefault();
    if (chat.send(input)) setInput('');
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) types a newline.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleSend();
  };

  const handlePanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (chat.isFormOpen) chat.closeForm();
    else onClose();
  };

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={taglineId}
      hidden={!isOpen}
      onKeyDown={handlePanelKeyDown}
      className={cn(
        'bg-bg text-fg border-border fixed inset-x-3 bottom-20 z-40 flex flex-col overflow-hidden rounded-xl border-2 shadow-2xl',
        'h-[min(40rem,calc(100dvh-6rem))] sm:left-auto sm:w-[26rem]',
        'md:right-6 md:bottom-6 md:h-[min(42rem,calc(100dvh-3rem))]',
      )}
    >
      <div className="border-border flex items-start gap-2 border-b px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-xl leading-tight font-bold">
            {productName} Assistant
          </h2>
          <p id={taglineId} className="text-fg-muted leading-snug">
            {TAGLINE}
          </p>
        </div>
        <button
          type="button"
          aria-label="Close chat"
          onClick={onClose}
          className="hover:bg-muted -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md"
        >
          <X aria-hidden="true" className="h-6 w-6" />
        </button>
      </div>

      <div className="relative flex min-h-0 flex-1 flex-col">
        <div inert={chat.isFormOpen} className="flex min-h-0 flex-1 flex-col">
          <ChatMessageList
            messages={chat.messages}
            isPending={chat.isPending}
            assistantName={`${productName} Assistant`}
            onHandOver={chat.handOver}
          />
          <form onSubmit={handleSend} className="border-border grid gap-2 border-t px-3 pt-2 pb-3">
            <label htmlFor={inputId} className="font-semibold">
              Type your message
            </label>
            <div className="flex items-end gap-2">
              <textarea
                ref={inputRef}
                id={inputId}
                rows={2}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                value={input}
                onChange={(event) => setInput(event.target.value)}
                onKeyDown={handleInputKeyDown}
                className="border-border bg-bg text-fg block min-w-0 flex-1 resize-none rounded-lg border-2 px-3 py-2 text-base"
              />
              <button
                type="submit"
                aria-label="Send message"
                disabled={!canSend(input, chat.isPending)}
                className="bg-accent text-accent-fg inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Send aria-hidden="true" className="h-5 w-5" />
              </button>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-3">
              <button
                type="button"
                onClick={chat.openForm}
                className="text-accent inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                Connect with Specialist
              </button>
              <span className="bg-accent text-accent-fg rounded-full px-3 py-0.5 text-sm font-semibold">
                24/7 AI Support
              </span>
            </div>
          </form>
        </div>
        {chat.isFormOpen ? (
          <ConsultationForm
            form={chat.form}
            onChange={chat.setForm}
            onSubmit={() => void chat.submitContact()}
            onCancel={chat.closeForm}
            isSubmitting={chat.isSubmitting}
            submitError={chat.submitError}
            pinnedReply={chat.handOverReply}
          />
        ) : null}
      </div>
    </section>
  );
}
