import { type ReactNode, Suspense } from 'react';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { PublicHeader } from './public-header';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="bg-accent text-accent-fg sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}

export const PageLoading = () => (
  <p role="status" className="mx-auto max-w-3xl px-4 py-8">
    Loading…
  </p>
);

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <OfflineBanner />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer user={null} />
    </>
  );
}
