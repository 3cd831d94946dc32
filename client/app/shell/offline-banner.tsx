import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Follows the browser's connectivity (spec §4, §8). */
export function OfflineBanner() {
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite">
      {isOnline ? null : (
        <p className="bg-danger text-danger-fg px-4 py-3 text-center font-semibold">
          You're currently offline. Some features may not be available.
        </p>
      )}
    </div>
  );
}
