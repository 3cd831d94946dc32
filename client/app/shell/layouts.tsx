import { type ReactNode, Suspense } from 'react';
import type { User } from '../../../shared/auth';
import { AccountStatus } from '../../features/account/delete-account';
import { CrisisStatus } from '../../features/crisis/crisis-status';
import { LocationSharingBar } from '../../features/emergency/location-sharing';
import { OnboardingTour } from '../../features/onboarding/onboarding-tour';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { PublicHeader } from './public-header';

function SkipLink() {
  return (
    <a
      href="#main"
      className="bg-accent text-accent-fg sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}

const PageLoading = () => (
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

export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <OfflineBanner />
      <AccountStatus userId={user.id} />
      <CrisisStatus circleId={user.circleId} />
      <LocationSharingBar circleId={user.circleId} />
      <AppHeader user={user} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer user={user} />
      {user.role === 'caregiver' ? <BottomBar /> : null}
      <OnboardingTour user={user} />
    </>
  );
}
