import { type ReactNode, Suspense } from 'react';
import type { User } from '../../../shared/auth';
import { AccountStatus } from '../../features/account/account-status';
import { EmailConfirmationNotice } from '../../features/account/email-confirmation';
import { CrisisStatus } from '../../features/crisis/crisis-status';
import { LocationSharingBar } from '../../features/emergency/location-sharing';
import { OnboardingTour } from '../../features/onboarding/onboarding-tour';
import { PlanBanner } from '../../features/subscription/plan-banner';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { useFullScreen } from './full-screen';
import { PageLoading, SkipLink } from './layouts';
import { OfflineBanner } from './offline-banner';

/** The signed-in frame; it and everything it imports stay out of the public pages' bundle. */
export function AppLayout({ user, children }: { user: User; children: ReactNode }) {
  const fullScreen = useFullScreen();
  if (fullScreen) {
    // A game or the person's view fills the screen: no header, menus, banners or tour for the
    // person living with dementia to fall into (PRODUCT.md, "Safety rules").
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      <OfflineBanner />
      <AccountStatus userId={user.id} />
      <EmailConfirmationNotice variant="banner" />
      <CrisisStatus circleId={user.circleId} />
      <LocationSharingBar circleId={user.circleId} />
      <PlanBanner circleId={user.circleId} />
      <AppHeader user={user} />
      {/* At least a screen high, so a screen whose content turns out short once its data
          arrives does not pull the footer up into view: a layout shift (decision 017). */}
      <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer user={user} />
      {user.role === 'caregiver' ? <BottomBar /> : null}
      <OnboardingTour user={user} />
    </>
  );
}
