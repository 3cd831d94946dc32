import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from './ui/card';

/** A card whose title is a link to another page, with one or two sentences on what it is for. */
export function LinkCard({
  title,
  to,
  icon: Icon,
  children,
}: {
  title: string;
  to: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <li className="grid">
      <Card className="grid content-start gap-2">
        {Icon ? <Icon aria-hidden="true" className="text-accent h-7 w-7" /> : null}
        <h3 className="text-xl font-bold">
          <Link to={to} className="inline-flex min-h-11 items-center underline underline-offset-4">
            {title}
          </Link>
        </h3>
        <div className="text-fg-muted grid gap-2">
          {typeof children === 'string' ? <p>{children}</p> : children}
        </div>
      </Card>
    </li>
  );
}

/** The responsive grid that holds LinkCards: one column on phones, up to three on wide screens. */
export function LinkCardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <ul
      className={
        columns === 3 ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'
      }
    >
      {children}
    </ul>
  );
}
