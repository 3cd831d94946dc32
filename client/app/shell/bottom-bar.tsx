import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { BOTTOM_BAR } from '../signed-in-routes';

/** Caregivers' mobile bottom bar (spec §2). */
export function BottomBar() {
  return (
    <nav
      aria-label="Quick links"
      className="bg-bg border-border fixed inset-x-0 bottom-0 z-40 border-t md:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_BAR.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                cn(
                  // "Community" must fit a fifth of a 360 px phone, with larger text too.
                  'flex min-h-14 min-w-0 flex-col items-center justify-center px-0.5 text-center text-sm leading-tight font-medium break-words no-underline max-[400px]:text-[0.8125rem]',
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
