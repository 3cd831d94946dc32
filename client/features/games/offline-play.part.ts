import { useEffect } from 'react';

/**
 * Asks the service worker to keep what a game needs offline — every bundled picture and this
 * page — when a game or the person's view opens inside the app, where no page load lets the
 * worker see it (client/public/sw.js, decisions 033 and 057). Without a worker it does nothing.
 */
export function useKeptForOfflinePlay(page: string) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void navigator.serviceWorker.ready
      .then((registration) =>
        registration.active?.postMessage({ type: 'keep-for-offline-play', page }),
      )
      .catch(() => undefined);
  }, [page]);
}
