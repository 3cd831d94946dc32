import type { DeskRequest } from '../../../shared/assistant';

/** "3 hours left" or "2 hours overdue", for the promised response time. */
export function describeDeadline(request: Pick<DeskRequest, 'respondBy'>, now: Date): string {
  const minutes = Math.round((new Date(request.respondBy).getTime() - now.getTime()) / 60_000);
  const amount = Math.abs(minutes);
  const text =
    amount < 60
      ? `${amount} minute${amount === 1 ? '' : 's'}`
      : `${Math.round(amount / 60)} hour${Math.round(amount / 60) === 1 ? '' : 's'}`;
  return minutes >= 0 ? `${text} left` : `${text} overdue`;
}
