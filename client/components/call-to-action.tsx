import type { ReactNode } from 'react';
import { StandaloneLink } from './links';
import { ButtonLink } from './ui/button';

/** The shaded panel that closes a public page: a heading, a sentence or two and what to do next. */
export function CallToAction({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-muted grid gap-4 rounded-xl p-6">
      <h2 className="text-2xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** Sign up, or follow one other link (`to`, labelled by `children`), side by side when they fit. */
export function SignUpLinks({
  signUpLabel = 'Start your free trial',
  to,
  children,
}: {
  signUpLabel?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <ButtonLink to="/register">{signUpLabel}</ButtonLink>
      <StandaloneLink to={to}>{children}</StandaloneLink>
    </div>
  );
}
