import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

/** Questions that open in place, built on native <details>/<summary> (keyboard and screen-reader ready). */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  return (
    <div className="border-border divide-border divide-y rounded-xl border">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 text-lg font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="grid gap-3 px-4 pb-4">
            {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
