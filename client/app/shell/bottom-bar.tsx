import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { BOTTOM_BAR } from '../signed-in-routes';

/** Caregivers' mobile bottom bar (spec §2). */
export function BottomBar() {
  return (
    <nav
      id="quick-links"
      aria-label="Quick links"
      className="bg-bg border-border fixed inset-x-0 bottom-0 z-40 h-(--bottom-bar) border-t md:hidden"
    >
      {/* Each item as wide as its word, the room left shared out: "Community" fits a 360 px
          phone on one line, large text too, at no less than 14 px (decision 082). */}
      <ul className="flex h-full">
        {BOTTOM_BAR.map((item) => (
          <li key={item.to} className="flex-auto">
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cn(
                  'flex h-full flex-col items-center justify-center px-0.5 text-center text-[length:min(0.875rem,4vw)] leading-tight font-medium whitespace-nowrap no-underline',
                  isActive && 'text-accent underline underline-offset-4',
                )
              }
            >
              <item.icon aria-hidden="true" className="h-6 w-6" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
