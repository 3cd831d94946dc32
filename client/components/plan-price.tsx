import type { ReactNode } from 'react';
import { PRICE_MONTH_TEXT } from '../../shared/product';

/** The plan's monthly price, large, over `children`: what that price covers. */
export function PlanPrice({ children }: { children: ReactNode }) {
  return (
    <p>
      <span className="block text-4xl font-bold">{PRICE_MONTH_TEXT}</span>
      <span className="block text-lg">{children}</span>
    </p>
  );
}
