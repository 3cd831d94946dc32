import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list of things to do or ask, each with a check mark (the text carries the meaning). */
export function Checklist({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="text-accent mt-1 h-5 w-5 shrink-0" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
