import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

interface State {
  error: Error | null;
}

/** The fallback screen of spec §2; the error goes to the console (§8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p>
          We encountered an unexpected error. This has been logged and our team will investigate.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => this.setState({ error: null })}>Try Again</Button>
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            Return Home
          </Button>
        </div>
      </main>
    );
  }
}
