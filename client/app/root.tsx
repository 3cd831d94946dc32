import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AssistantLauncher } from '../features/assistant/assistant-launcher';
import { App } from './app';
import { ErrorBoundary } from './shell/error-boundary';
import { useFullScreen } from './shell/full-screen';
import { ScrollAndFocus } from './shell/scroll-and-focus';
import { DrawnByServerProvider } from '../lib/taking-over';
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
  drawnByServer = false,
}: {
  queryClient: QueryClient;
  router: (app: ReactNode) => ReactNode;
  /** The viewer's time zone, when the server draws a signed-in first screen; else the browser's. */
  timeZone?: string;
  /** A signed-in first screen the server draws, or the browser takes over (decision 017). */
  drawnByServer?: boolean;
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
  const zoned = timeZone ? (
    <ViewerTimeZoneProvider zone={timeZone}>{app}</ViewerTimeZoneProvider>
  ) : (
    app
  );
  return (
    <StrictMode>
      {drawnByServer ? <DrawnByServerProvider>{zoned}</DrawnByServerProvider> : zoned}
    </StrictMode>
  );
}
