import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import type { CreatedEmergencyLink } from '../../../shared/emergency';
import { formatDate } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { emergencyLinksQuery, useLinkMutations } from './emergency.queries';

const STATUS = { active: 'Working', revoked: 'Turned off', expired: 'Expired' } as const;

/**
 * The printable sheet: each print gets its own link (the QR code on the page). A lost sheet is
 * turned off here, and its code stops working at once.
 */
export function SheetLinks({ circleId }: { circleId: string }) {
  const { data: links = [] } = useQuery(emergencyLinksQuery(circleId));
  const { create, revoke } = useLinkMutations(circleId);
  const [days, setDays] = useState<30 | 365>(365);
  const [created, setCreated] = useState<CreatedEmergencyLink | null>(null);
  return (
    <div className="grid gap-4">
      <p>
        Print a one-page sheet for the fridge, a wallet or a bag. Its QR code opens the latest
        version for anyone who scans it, such as paramedics or a neighbour, without signing in. It
        shows this sheet only.
      </p>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">The QR code works for</legend>
        {(
          [
            [365, '1 year'],
            [30, '30 days'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="sheet-days"
              checked={days === value}
              onChange={() => setDays(value)}
              className="accent-accent h-6 w-6"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button
          disabled={create.isPending}
          onClick={() =>
            void create.mutateAsync(days).then(setCreated, (error: unknown) =>
              toast({
                variant: 'destructive',
                title: 'We could not make the sheet',
                description: describeError(error) ?? 'Please try again.',
              }),
            )
          }
        >
          <Printer aria-hidden="true" className="h-5 w-5" />
          Make a printable sheet
        </Button>
      </div>
      {created ? (
        <p role="status" className="bg-muted rounded-xl p-4">
          Your sheet is ready.{' '}
          <a
            href={created.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline underline-offset-4"
          >
            Open the sheet to print it (opens in a new tab)
          </a>
        </p>
      ) : null}
      {links.length > 0 ? (
        <ul className="grid gap-3" aria-label="Printed sheets">
          {links.map((link) => (
            <li
              key={link.id}
              className="border-border flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
            >
              <div>
                <p className="font-semibold">
                  Sheet made {formatDate(new Date(link.createdAt))}
                  {link.createdBy ? ` by ${link.createdBy}` : ''}: {STATUS[link.status]}
                </p>
                <p>
                  {link.status === 'active'
                    ? `Works until ${formatDate(new Date(link.expiresAt))}.`
                    : null}{' '}
                  {link.lastOpenedAt
                    ? `Last opened ${formatDate(new Date(link.lastOpenedAt))}.`
                    : 'Never opened.'}
                </p>
              </div>
              {link.status === 'active' ? (
                <Button
                  variant="secondary"
                  disabled={revoke.isPending}
                  onClick={() =>
                    void revoke.mutateAsync(link.id).then(
                      () => toast({ title: 'That sheet’s QR code no longer works' }),
                      (error: unknown) =>
                        toast({
                          variant: 'destructive',
                          title: 'We could not turn it off',
                          description: describeError(error) ?? 'Please try again.',
                        }),
                    )
                  }
                >
                  Turn off the sheet made {formatDate(new Date(link.createdAt))}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
