import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { crisisTitle } from '../../../shared/crisis';
import { formatDateTimeIn } from '../../../shared/relative-time';
import { StandaloneLink } from '../../components/links';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { useRecipientTimeZone } from '../care-recipient/care-recipient.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { crisisListQuery, useCrisisLive } from './crisis.queries';

/** The circle's crisis alerts, open ones first: the history the issue asks to keep. */
export default function CrisisAlertsScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  useCrisisLive(circleId);
  const { data: alerts } = useQuery(crisisListQuery(circleId));
  const timeZone = useRecipientTimeZone(circleId);
  if (!circleId) return <NoCirclePage title="Crisis alerts" />;
  return (
    <Page
      title="Crisis alerts"
      lead="Every alert sent from the Emergency button, who answered, and how it ended."
    >
      {alerts && alerts.length === 0 ? (
        <p>No crisis alerts have been sent. The Emergency button at the top sends one.</p>
      ) : null}
      <ul className="grid gap-3">
        {alerts?.map((alert) => (
          <li key={alert.id} className="border-border grid gap-1 rounded-xl border p-4">
            <p className="flex items-center gap-2 font-semibold">
              <BellRing aria-hidden="true" className="h-5 w-5" />
              {crisisTitle(alert.type)} — {alert.resolvedAt ? 'Closed' : 'Open'}
            </p>
            <p>
              Sent by {alert.senderName ?? 'a former member'} on{' '}
              {formatDateTimeIn(new Date(alert.createdAt), timeZone)}
            </p>
            <StandaloneLink to={`/alerts/${alert.id}`}>See who answered</StandaloneLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
