import type { User } from '../../../shared/auth';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { navForRole } from '../signed-in-routes';
import { AccountMenu } from './account-menu';
import { EmergencyButton } from './emergency-button';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/**
 * The signed-in header (spec §2): every item on wide screens, the first four on tablets, and a
 * toggle menu that holds them all below the widest size.
 */
export function AppHeader({ user }: { user: User }) {
  const items = navForRole(user.role);
  return (
    <header className="bg-bg border-border sticky top-0 z-40 border-b">
      <div className="relative mx-auto flex max-w-screen-2xl items-center justify-between gap-2 px-2 py-2 sm:px-4">
        {/* On the narrowest phones the Emergency button keeps its word; home is in the menu. */}
        <Logo className="max-[359px]:hidden" />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex flex-wrap items-center gap-x-0.5 text-base">
            <NavLinks items={items.slice(0, 4)} />
            <NavLinks items={items.slice(4)} itemClassName="hidden 2xl:list-item" />
          </ul>
        </nav>
        <div className="flex items-center gap-1 max-[420px]:gap-0">
          <EmergencyButton />
          <NotificationBell />
          <AccountMenu user={user} />
          <MobileMenu className="2xl:hidden">
            {(close) => <NavLinks items={items} onNavigate={close} />}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
