import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn('border-border bg-bg rounded-xl border p-5 shadow-sm', className)}
      {...props}
    />
  );
}
