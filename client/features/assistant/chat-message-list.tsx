import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import type { Message } from './chat.logic';
import { MessageText } from './message-text';

/** The conversation; as a polite live log, each new message is read out once. */
export function ChatMessageList({
  messages,
  isPending,
  assistantName,
}: {
  messages: readonly Message[];
  isPending: boolean;
  assistantName: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, isPending]);

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
      {messages.map((message) => {
        const isUser = message.role === 'user';
        return (
          <div
            key={message.id}
            className={cn(
              'max-w-[88%] rounded-xl px-3 py-2 break-words whitespace-pre-line',
              isUser ? 'bg-accent text-accent-fg justify-self-end' : 'bg-muted justify-self-start',
            )}
          >
            <span className="sr-only">{isUser ? 'You: ' : `${assistantName}: `}</span>
            <MessageText text={message.content} linkPaths={!isUser} />
          </div>
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
