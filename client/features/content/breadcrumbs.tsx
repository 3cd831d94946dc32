import { Link } from 'react-router';

export interface BreadcrumbItem {
  name: string;
  url: string;
}

/** Spec §3 breadcrumb items, as a trail above the title; the last one is the page itself. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4">
      <ol className="text-fg-muted flex flex-wrap items-center gap-x-2 text-base">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.url} className="flex items-center gap-2">
              {isLast ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <>
                  <Link
                    to={item.url}
                    className="inline-flex min-h-11 items-center underline underline-offset-4"
                  >
                    {item.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
