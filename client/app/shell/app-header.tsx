import type { User } from '../../../shared/auth';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { navForRole } from '../signed-in-routes';
import { AccountMenu } from './account-menu';
import { EmergencyButton } from './emergency-button';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/**
 * The signed-in header (spec §2, decision 082): on tablets the first four items beside the logo and
 * a toggle menu that holds them all; on phones the toggle menu alone. From 1024 px every item has
 * a row of its own under the header, wrapping onto a second line rather than hiding any; that row
 * scrolls with the page, so the bar that stays in view (with the emergency button) stays short.
 */
export function AppHeader({ user }: { user: User }) {
  const items = navForRole(user.role);
  return (
    <>
      <header className="bg-bg border-border sticky top-0 z-40 border-b">
        <div className="relative mx-auto flex max-w-screen-2xl items-center justify-between gap-2 px-2 py-2 sm:px-4">
          {/* On the narrowest phones the Emergency button keeps its word; home is in the menu. */}
          <Logo className="max-[359px]:hidden" />
          <nav aria-label="Main" className="hidden md:block lg:hidden">
            <ul className="flex flex-wrap items-center gap-x-0.5 text-base">
              <NavLinks items={items.slice(0, 4)} />
            </ul>
          </nav>
          <div className="flex items-center gap-1 max-[420px]:gap-0">
            <EmergencyButton />
            <NotificationBell />
            <AccountMenu user={user} />
            <MobileMenu className="lg:hidden">
              {(close) => <NavLinks items={items} onNavigate={close} />}
            </MobileMenu>
          </div>
        </div>
      </header>
      <nav aria-label="Main" className="border-border hidden border-b lg:block">
        <ul className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-0.5 px-2 py-1 text-base sm:px-4">
          <NavLinks items={items} />
        </ul>
      </nav>
    </>
  );
}
