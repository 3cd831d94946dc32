import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../lib/cn';

/** A link inside a sentence: underlined so it never depends on colour alone. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link className={cn('font-semibold underline underline-offset-4', className)} {...props} />
  );
}

/** A link that stands on its own line: at least 44 px tall. */
export function StandaloneLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4',
        className,
      )}
      {...props}
    />
  );
}

/** A link to a trusted outside site; opens in the same tab and shares no opener or referrer. */
export function ExternalLink({
  href,
  children,
  standalone = false,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children: ReactNode;
  standalone?: boolean;
}) {
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      className={cn(
        'font-semibold underline underline-offset-4',
        standalone && 'inline-flex min-h-11 items-center gap-2',
        className,
      )}
      {...props}
    >
      {children}
    </a>
  );
}

/** A phone number people can tap to call. `number` may contain dashes and spaces. */
export function PhoneLink({
  number,
  label,
  standalone = false,
  className,
}: {
  number: string;
  label?: ReactNode;
  standalone?: boolean;
  className?: string;
}) {
  const digits = number.replace(/[^\d+]/g, '');
  const href = /^1\d{10}$/.test(digits) ? `tel:+${digits}` : `tel:${digits}`;
  return (
    <a
      href={href}
      className={cn(
        'font-semibold underline underline-offset-4',
        standalone && 'inline-flex min-h-11 items-center gap-2',
        className,
      )}
    >
      {label ?? number}
    </a>
  );
}

/** An email link; long addresses wrap instead of pushing the page wider than a small phone. */
export function MailLink({
  email,
  className,
  children,
}: {
  email: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={`mailto:${email}`}
      className={cn('font-semibold wrap-anywhere underline underline-offset-4', className)}
    >
      {children ?? email}
    </a>
  );
}

/** Trusted outside sites, one link a line, each named. */
export function ExternalLinkList({ links }: { links: readonly { name: string; href: string }[] }) {
  return (
    <ul className="grid">
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} standalone>
            {link.name}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
