import { UserRound } from 'lucide-react';
import { Fragment, useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { Message } from './chat.logic';
import { MessageText } from './message-text';

/** The list's padding above the first message (`py-3`), kept above a reply scrolled to its start. */
const LIST_PADDING_PX = 12;

/** The words of the button below an emergency answer that opens the consultation form. */
export const HAND_OVER_TEXT = 'Ask a care specialist to contact me';

/**
 * The conversation; as a polite live log, each new message is read out once. Below an emergency
 * answer, the hand-over to a care specialist waits as a button instead of a form over the answer.
 */
export function ChatMessageList({
  messages,
  isPending,
  assistantName,
  onHandOver,
}: {
  messages: readonly Message[];
  isPending: boolean;
  assistantName: string;
  onHandOver: (reply: Message) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const newestRef = useRef<HTMLDivElement>(null);
  const newestRole = messages.at(-1)?.role;

  // Keep the newest message in view. A reply taller than the list shows from its start, where an
  // emergency answer says whom to call; on a short phone screen its end alone would hide that.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const newest = newestRef.current;
    if (isPending || newestRole !== 'assistant' || !newest) {
      list.scrollTop = list.scrollHeight;
      return;
    }
    const start =
      newest.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    list.scrollTop = Math.min(list.scrollHeight, start - LIST_PADDING_PX);
  }, [messages.length, newestRole, isPending]);

  return (
    <div
      ref={listRef}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // Scrollable, so it must be reachable with the keyboard.
      tabIndex={0}
      className="grid min-h-24 flex-1 content-start gap-3 overflow-y-auto px-4 py-3"
    >
      {messages.map((message, index) => {
        const isUser = message.role === 'user';
        return (
          <Fragment key={message.id}>
            <div
              ref={index === messages.length - 1 ? newestRef : undefined}
              className={cn(
                'max-w-[88%] rounded-xl px-3 py-2 break-words whitespace-pre-line',
                isUser
                  ? 'bg-accent text-accent-fg justify-self-end'
                  : 'bg-muted justify-self-start',
              )}
            >
              <span className="sr-only">{isUser ? 'You: ' : `${assistantName}: `}</span>
              <MessageText
                text={message.content}
                linkPaths={!isUser}
                callNumbers={isUser ? [] : message.callNumbers}
              />
            </div>
            {message.isEmergency ? (
              <Button
                variant="secondary"
                onClick={() => onHandOver(message)}
                className="max-w-full justify-self-start px-4 text-left"
              >
                <UserRound aria-hidden="true" className="h-5 w-5 shrink-0" />
                {HAND_OVER_TEXT}
              </Button>
            ) : null}
          </Fragment>
        );
      })}
      {isPending ? (
        <div className="bg-muted flex items-center gap-1.5 justify-self-start rounded-xl px-4 py-3">
          <span className="sr-only">{assistantName} is typing</span>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              aria-hidden="true"
              style={{ animationDelay: `${delay}ms` }}
              className="bg-fg-muted h-2.5 w-2.5 animate-pulse rounded-full motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
