import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AssistantLauncher } from '../features/assistant/assistant-launcher';
import { App } from './app';
import { ErrorBoundary } from './shell/error-boundary';
import { useFullScreen } from './shell/full-screen';
import { ScrollAndFocus } from './shell/scroll-and-focus';
import { ViewerTimeZoneProvider } from '../lib/viewer-time-zone';
import { VitalsRoute } from './vitals-route';

/** A game or the person's view fills the screen with nothing else to tap, this button included. */
function AssistantUnlessFullScreen() {
  return useFullScreen() ? null : <AssistantLauncher />;
}

/**
 * The whole app inside a router. The browser (client/main.tsx) and the build-time pre-renderer
 * (client/entry-server.tsx) render this same tree, so hydration finds what it expects.
 */
export function Root({
  queryClient,
  router,
  timeZone,
}: {
  queryClient: QueryClient;
  router: (app: ReactNode) => ReactNode;
  /** The viewer's time zone, when the server draws a signed-in first screen; else the browser's. */
  timeZone?: string;
}) {
  const app = (
    <QueryClientProvider client={queryClient}>
      {router(
        <>
          <ScrollAndFocus />
          <VitalsRoute />
          <ErrorBoundary>
            <App />
            <AssistantUnlessFullScreen />
          </ErrorBoundary>
          <Toaster />
        </>,
      )}
    </QueryClientProvider>
  );
  return (
    <StrictMode>
      {timeZone ? <ViewerTimeZoneProvider zone={timeZone}>{app}</ViewerTimeZoneProvider> : app}
    </StrictMode>
  );
}
