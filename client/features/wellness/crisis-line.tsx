import { PhoneCall } from 'lucide-react';

/** The 988 Suicide & Crisis Lifeline, on every part of the wellness centre. */
export function CrisisLine() {
  return (
    <aside
      aria-label="Crisis line"
      className="border-danger bg-bg grid gap-2 rounded-xl border-2 p-4"
    >
      <p className="flex items-center gap-2 font-bold">
        <PhoneCall aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span>Feeling overwhelmed right now?</span>
      </p>
      <p>
        Call or text{' '}
        <a href="tel:988" className="font-semibold underline underline-offset-4">
          988
        </a>
        , the Suicide &amp; Crisis Lifeline, any time, day or night. It is free and private, and
        worn-out caregivers call it too.
      </p>
    </aside>
  );
}
