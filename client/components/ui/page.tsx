import { type ReactNode, useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/product';

/** A screen's title (document and heading) and its body, in one readable column. */
export function Page({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <div className={wide ? 'mx-auto max-w-6xl px-4 py-8' : 'mx-auto max-w-3xl px-4 py-8'}>
      <h1 className="mb-3 text-3xl leading-tight font-bold">{title}</h1>
      {lead ? <p className="text-fg-muted mb-6 text-lg">{lead}</p> : null}
      <div className="grid gap-6">{children}</div>
    </div>
  );
}

/** A screen waiting for what it shows, in the column its page will take. */
export const LoadingPage = () => (
  <p role="status" className="mx-auto max-w-3xl px-4 py-8">
    Loading…
  </p>
);
