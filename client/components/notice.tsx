import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A calm box for an honest state ("Nothing logged yet") or an important note. The title is a
 * heading at the level the page needs.
 */
export function Notice({
  title,
  icon: Icon,
  level = 2,
  tone = 'muted',
  className,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  level?: 2 | 3;
  tone?: 'muted' | 'danger';
  className?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={cn(
        'grid gap-3 rounded-xl border-2 p-5',
        tone === 'danger' ? 'border-danger bg-bg' : 'border-border bg-muted',
        className,
      )}
    >
      <Heading className="flex items-center gap-3 text-xl font-bold">
        {Icon ? <Icon aria-hidden="true" className="h-6 w-6 shrink-0" /> : null}
        <span>{title}</span>
      </Heading>
      {children}
    </section>
  );
}
