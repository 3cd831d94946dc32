import { ButtonLink } from '../../components/ui/button';
import { PUBLIC_NAV } from '../navigation';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/** The signed-out header (spec §2), sticky at the top. */
export function PublicHeader() {
  return (
    <header className="bg-bg border-border sticky top-0 z-40 border-b">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavLinks items={PUBLIC_NAV} />
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <ButtonLink to="/login" variant="ghost">
            Sign In
          </ButtonLink>
          <ButtonLink to="/register">Begin Your Journey</ButtonLink>
        </div>
        <MobileMenu className="lg:hidden">
          {(close) => (
            <>
              <NavLinks items={PUBLIC_NAV} onNavigate={close} />
              <NavLinks
                items={[
                  { label: 'Sign In', to: '/login' },
                  { label: 'Begin Your Journey', to: '/register' },
                ]}
                onNavigate={close}
              />
            </>
          )}
        </MobileMenu>
      </div>
    </header>
  );
}
