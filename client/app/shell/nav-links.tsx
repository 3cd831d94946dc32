import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import type { NavItem } from '../navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-md px-3 font-medium no-underline hover:bg-muted',
    isActive && 'bg-muted underline underline-offset-4',
  );

export function NavLinks({
  items,
  onNavigate,
}: {
  items: readonly NavItem[];
  onNavigate?: () => void;
}) {
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}
