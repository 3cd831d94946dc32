import {
  CalendarClock,
  CircleCheck,
  CircleDashed,
  CirclePlay,
  type LucideIcon,
} from 'lucide-react';
import { statusLabel, statusTone, type StatusTone } from '../../../shared/tasks-basics';

const ICONS: Record<string, LucideIcon> = {
  completed: CircleCheck,
  in_progress: CirclePlay,
  pending: CircleDashed,
  scheduled: CalendarClock,
};

const TONE_COLOURS: Record<StatusTone, string> = {
  green: 'var(--status-green)',
  blue: 'var(--status-blue)',
  orange: 'var(--status-orange)',
  gray: 'var(--status-gray)',
};

/**
 * A task's status: the spec's colour (completed green, in progress blue, pending orange,
 * scheduled and anything else gray), always with an icon and the status in words.
 */
export function StatusBadge({ status }: { status: string }) {
  const Icon = ICONS[status] ?? CircleDashed;
  const colour = TONE_COLOURS[statusTone(status)];
  return (
    <span
      data-tone={statusTone(status)}
      className="inline-flex items-center gap-1 rounded-full border-2 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap"
      style={{ color: colour, borderColor: colour }}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {statusLabel(status)}
    </span>
  );
}
