import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A titled part of a page: an h2 (Page already renders the h1), an optional intro and the body. */
export function Section({
  title,
  intro,
  id,
  className,
  children,
}: {
  title: string;
  intro?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section id={id} className={cn('grid scroll-mt-24 gap-4', className)}>
      <h2 className="text-2xl leading-tight font-bold">{title}</h2>
      {intro ? <p className="text-fg-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
