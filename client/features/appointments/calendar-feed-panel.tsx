import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Copy } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatRelativeTime } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { calendarFeedQuery, useCalendarFeedMutations } from './appointments.queries';

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: describeError(error) ?? 'Please try again.',
  });

/**
 * Each member's private calendar link: made here, shown once, subscribed to from the phone's
 * calendar app, and turned off (or replaced) whenever they like.
 */
export function CalendarFeedPanel({ circleId }: { circleId: string }) {
  const { data: feed } = useQuery(calendarFeedQuery(circleId));
  const { create, revoke } = useCalendarFeedMutations(circleId);
  const [copied, setCopied] = useState(false);
  if (!feed) return null;
  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({
        title: 'Select the address and copy it',
        description: 'Your browser did not allow copying.',
      });
    }
  };
  const makeLink = () => create.mutateAsync().then(() => setCopied(false), failed);
  return (
    <div className="grid gap-4">
      <p>
        See every appointment in your phone’s own calendar. The link is private to you: anyone who
        has it can see the appointments, so keep it to yourself. You can turn it off at any time.
      </p>
      {feed.url ? (
        <div className="grid gap-3">
          <TextField
            label="Your private calendar link"
            readOnly
            value={feed.url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void handleCopy(feed.url ?? '')}>
              <Copy aria-hidden="true" className="h-5 w-5" />
              {copied ? 'Copied' : 'Copy link'}
            </Button>
            <a
              className="bg-accent text-accent-fg inline-flex min-h-11 items-center gap-2 rounded-lg px-5 py-2 font-semibold no-underline"
              href={feed.url.replace(/^https?:/, 'webcal:')}
            >
              <CalendarPlus aria-hidden="true" className="h-5 w-5" />
              Open in my calendar app
            </a>
          </div>
          <p className="text-fg-muted">
            On an iPhone: Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar.
            On Google Calendar: Other calendars, From URL. This link is shown only now; if you lose
            it, make a new one.
          </p>
        </div>
      ) : feed.isActive ? (
        <p>
          Your calendar link is on. You made it on {formatDate(new Date(feed.createdAt ?? ''))}
          {feed.lastUsedAt
            ? `; a calendar last read it ${formatRelativeTime(new Date(feed.lastUsedAt), new Date())}`
            : '; no calendar has read it yet'}
          .
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant={feed.isActive ? 'secondary' : 'primary'}
          disabled={create.isPending}
          onClick={() => void makeLink()}
        >
          {feed.isActive ? 'Make a new link (the old one stops)' : 'Make my calendar link'}
        </Button>
        {feed.isActive ? (
          <ConfirmDialog
            trigger={<Button variant="ghost">Turn off my calendar link</Button>}
            title="Turn off your calendar link?"
            description={
              <p>
                Calendars subscribed to it stop getting Kinwell appointments. You can make a new
                link later.
              </p>
            }
            confirmLabel="Turn off"
            onConfirm={() =>
              revoke.mutateAsync().then(() => toast({ title: 'Your calendar link is off' }), failed)
            }
          />
        ) : null}
      </div>
    </div>
  );
}
