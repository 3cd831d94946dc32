import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isStaffPath } from '../../../shared/route-paths';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { PublicHeader } from './public-header';
import { StaffHeader } from './staff-header';

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

/**
 * A screen's code on its way. It holds a screen's height, so the footer waits below the fold
 * instead of showing and jumping down when the screen arrives (a layout shift a phone user sees).
 */
export const PageLoading = () => (
  <p role="status" className="mx-auto min-h-dvh max-w-3xl px-4 py-8">
    Loading…
  </p>
);

/** Signed-out pages: the public site's header, or the staff console's on its own pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <OfflineBanner />
      {isStaffPath(pathname) ? <StaffHeader /> : <PublicHeader />}
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer user={null} />
    </>
  );
}
