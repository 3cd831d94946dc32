import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAppConfig } from '../auth/auth.queries';

const loadChatPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadChatPanel);
const preloadChatPanel = () => void loadChatPanel();

/**
 * The always-present chat button (spec §2). It is tiny; the panel's code (with its form schemas,
 * about 30 KB gzipped) loads when a pointer or focus reaches the button, or at the latest on the
 * first open, so public pages stay within their JavaScript budget (decision 016).
 */
export function AssistantLauncher() {
  const { productName } = useAppConfig();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  const handleOpen = () => {
    setHasOpened(true);
    setIsOpen(true);
  };

  const handleClose = () => {
    // Render the button visible first, then give it focus back.
    flushSync(() => setIsOpen(false));
    launcherRef.current?.focus();
  };

  return (
    <>
      {/* Room below the footer so the floating button never covers the page's last line. */}
      <div aria-hidden="true" className="bg-muted h-(--fixed-at-foot)" />
      <button
        ref={launcherRef}
        type="button"
        hidden={isOpen}
        aria-label={`Open ${productName} Assistant chat`}
        onClick={handleOpen}
        onPointerEnter={preloadChatPanel}
        onFocus={preloadChatPanel}
        className="bg-accent text-accent-fg fixed right-4 bottom-(--chat-button-bottom) z-40 inline-flex h-14 w-14 items-center justify-center rounded-full shadow-lg hover:opacity-90 md:right-6"
      >
        <MessageCircle aria-hidden="true" className="h-7 w-7" />
      </button>
      {hasOpened ? (
        <Suspense
          fallback={
            isOpen ? (
              <p
                role="status"
                className="bg-bg border-border fixed right-4 bottom-(--chat-button-bottom) z-40 rounded-lg border-2 px-4 py-3 shadow-lg md:right-6"
              >
                Opening the assistant…
              </p>
            ) : null
          }
        >
          <ChatPanel isOpen={isOpen} onClose={handleClose} />
        </Suspense>
      ) : null}
    </>
  );
}
