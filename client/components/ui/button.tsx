import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { useTakingOver } from '../../lib/taking-over';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-5 py-2 text-base font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-70';

const variants: Record<Variant, string> = {
  primary: 'bg-accent text-accent-fg hover:opacity-90',
  secondary: 'border-2 border-accent bg-bg text-fg hover:bg-muted',
  danger: 'bg-danger text-danger-fg hover:opacity-90',
  ghost: 'bg-transparent text-fg hover:bg-muted',
};

export const buttonClass = (variant: Variant = 'primary', className?: string) =>
  cn(base, variants[variant], className);

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const takingOver = useTakingOver();
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || takingOver}
      {...props}
    />
  );
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
