import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function Logo({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn('flex min-h-11 items-center gap-2 text-xl font-bold no-underline', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill="#1f5f5b" />
        <path
          d="M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.5-16 21-16 21z"
          fill="#fff"
        />
      </svg>
      <span className="max-[420px]:sr-only">Kinwell</span>
    </Link>
  );
}
