import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { ErrorBoundary } from './app/shell/error-boundary';
import { ScrollAndFocus } from './app/shell/scroll-and-focus';
import { applyStoredPreferences } from './features/account/display-preferences';
import { Toaster } from './components/ui/toaster';
import { AssistantLauncher } from './features/assistant/assistant-launcher';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
applyStoredPreferences();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <ScrollAndFocus />
        <ErrorBoundary>
          <App />
          <AssistantLauncher />
        </ErrorBoundary>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);

// Keeps the emergency profile readable with no signal (public/sw.js). Built app only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline emergency profile is not available in this browser', error);
    });
  });
}
