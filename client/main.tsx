import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { ErrorBoundary } from './app/shell/error-boundary';
import { ScrollAndFocus } from './app/shell/scroll-and-focus';
import { Toaster } from './components/ui/toaster';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <ScrollAndFocus />
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
