import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

export interface CardGridItem {
  title: string;
  icon?: LucideIcon;
}

/**
 * A list of cards, each a heading (with its icon, if any) over a body: one column on phones, two
 * or three on wider screens. `compact` suits cards of a sentence or two.
 */
export function CardGrid<T extends CardGridItem>({
  items,
  columns = 2,
  compact = false,
  headingLevel = 3,
  children,
}: {
  items: readonly T[];
  columns?: 2 | 3;
  compact?: boolean;
  /** 2 where the cards sit right under the page title. */
  headingLevel?: 2 | 3;
  /** The body of one item's card. */
  children: (item: T) => ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul
      className={
        columns === 3 ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'
      }
    >
      {items.map((item) => (
        <li key={item.title} className="grid">
          <Card className={compact ? 'grid content-start gap-2' : 'grid content-start gap-3'}>
            <Heading
              className={cn(
                item.icon && 'flex items-center gap-3',
                compact ? 'text-lg' : 'text-xl',
                'font-bold',
              )}
            >
              {item.icon ? (
                <>
                  <item.icon
                    aria-hidden="true"
                    className={
                      compact ? 'text-accent h-6 w-6 shrink-0' : 'text-accent h-7 w-7 shrink-0'
                    }
                  />
                  <span>{item.title}</span>
                </>
              ) : (
                item.title
              )}
            </Heading>
            {children(item)}
          </Card>
        </li>
      ))}
    </ul>
  );
}
