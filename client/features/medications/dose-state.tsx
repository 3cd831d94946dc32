import { AlertTriangle, CheckCircle2, Circle, Clock, MinusCircle } from 'lucide-react';
import type { DoseEvent } from '../../../shared/medications';
import { DOSES_CHANGED_EVENT, doseStateLabel } from '../../../shared/medications-basics';
import { cn } from '../../lib/cn';
import { useLiveRefresh } from '../../lib/live-refresh';
import { medicationKeys, useMedicationsCircle } from './medications.queries';

/** Keeps every medication screen current while it is open. */
export function useLiveDoses(): void {
  useLiveRefresh({ [DOSES_CHANGED_EVENT]: [medicationKeys.all(useMedicationsCircle())] });
}

const STYLES = {
  taken: { icon: CheckCircle2, className: 'border-success text-success' },
  pending: { icon: Circle, className: 'border-warning text-warning' },
  skipped: { icon: MinusCircle, className: 'border-border text-fg-muted' },
  missed: { icon: AlertTriangle, className: 'border-danger text-danger' },
} as const;
const LATER = { icon: Clock, className: 'border-border text-fg-muted' } as const;

/**
 * A dose's state in words, with an icon and colour (never colour alone). `later` ("Later today")
 * stands in for "Not yet taken" while a dose is too far ahead to log with one tap (decision 068).
 */
export function DoseStateBadge({
  dose,
  later,
}: {
  dose: Pick<DoseEvent, 'status' | 'isLate'>;
  later?: string | null;
}) {
  const style = later ? LATER : STYLES[dose.status];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'bg-bg inline-flex items-center gap-1 rounded-full border-2 px-2 py-0.5 text-sm font-bold',
        style.className,
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {later ?? doseStateLabel(dose)}
    </span>
  );
}
