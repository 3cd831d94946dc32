import { Menu, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useTakingOver } from '../../lib/taking-over';

/** The toggle menu for narrow screens; closes itself on navigation. */
export function MobileMenu({
  className,
  children,
}: {
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened; any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const takingOver = useTakingOver();
  const isOpen = openOn === pathname;
  const setIsOpen = (update: (open: boolean) => boolean) =>
    setOpenOn(update(isOpen) ? pathname : null);
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        onClick={() => setIsOpen((open) => !open)}
        disabled={takingOver}
        className="hover:bg-muted inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-semibold"
      >
        {isOpen ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <Menu aria-hidden="true" className="h-6 w-6" />
        )}
        <span className="max-sm:sr-only">Menu</span>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Menu"
        className={cn(
          'bg-bg border-border absolute inset-x-0 top-full border-b p-4 shadow-lg',
          !isOpen && 'hidden',
        )}
      >
        <ul className="grid gap-1">{children(() => setOpenOn(null))}</ul>
      </nav>
    </div>
  );
}
