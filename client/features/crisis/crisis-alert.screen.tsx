import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  CRISIS_ANSWER_LABELS,
  CRISIS_ANSWERS,
  CRISIS_TYPE_LABELS,
  type CrisisRecipient,
  crisisTitle,
} from '../../../shared/crisis';
import { mapLink } from '../../../shared/emergency';
import { formatDateTimeIn, formatRelativeTime } from '../../../shared/relative-time';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/form-field';
import { LoadingPage, Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useUser } from '../auth/auth.queries';
import { useRecipientTimeZone } from '../care-recipient/care-recipient.queries';
import {
  crisisAlertQuery,
  useAnswerCrisis,
  useCrisisLive,
  useResolveCrisis,
} from './crisis.queries';

const EMAIL_WORDS: Record<CrisisRecipient['email'], string> = {
  sent: 'email sent',
  waiting: 'email on its way',
  failed: 'email could not be delivered',
  none: 'no email',
};

function reached(recipient: CrisisRecipient): string {
  const ways =
    recipient.kind === 'member'
      ? ['in Kinwell', EMAIL_WORDS[recipient.email]]
      : [EMAIL_WORDS[recipient.email]];
  return `Told ${ways.join(', ')}`;
}

/** One alert: what happened, who was reached and who answered (live), and closing it. */
export default function CrisisAlertScreen() {
  const { id = '' } = useParams();
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  useCrisisLive(circleId);
  const { data: alert, isError } = useQuery(crisisAlertQuery(circleId, id));
  const answer = useAnswerCrisis(circleId);
  const resolve = useResolveCrisis(circleId);
  const timeZone = useRecipientTimeZone(circleId);
  const [note, setNote] = useState('');
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'That did not go through',
      description: describeError(error) ?? 'Please try again.',
    });

  if (isError) {
    return (
      <Page title="Crisis alert">
        <p>We could not find this alert.</p>
      </Page>
    );
  }
  if (!alert) return <LoadingPage />;
  const now = new Date();
  const mine = alert.recipients.find((recipient) => recipient.isYou);

  return (
    <Page
      title={crisisTitle(alert.type)}
      lead={`Sent by ${alert.senderName ?? 'a former member'} ${formatRelativeTime(new Date(alert.createdAt), now)} (${formatDateTimeIn(new Date(alert.createdAt), timeZone)}).`}
    >
      <div className="grid gap-2">
        <p className="text-lg font-semibold">
          {alert.resolvedAt
            ? `Closed by ${alert.resolvedBy ?? 'a former member'} on ${formatDateTimeIn(new Date(alert.resolvedAt), timeZone)}.`
            : 'This alert is open.'}
        </p>
        {alert.resolutionNote ? <p>“{alert.resolutionNote}”</p> : null}
        {alert.type ? <p>What happened: {CRISIS_TYPE_LABELS[alert.type]}</p> : null}
        {alert.note ? <p>Note: “{alert.note}”</p> : null}
        {alert.position ? (
          <p>
            <a
              href={mapLink(alert.position.latitude, alert.position.longitude)}
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
            >
              <MapPin aria-hidden="true" className="h-5 w-5" />
              Where it was sent from (accurate to about {Math.round(
                alert.position.accuracyMeters,
              )}{' '}
              m)
            </a>
          </p>
        ) : null}
      </div>

      {!alert.resolvedAt && !alert.isMine ? (
        <div className="flex flex-wrap gap-3">
          {CRISIS_ANSWERS.map((value) => (
            <Button
              key={value}
              variant={mine?.answer === value ? 'primary' : 'secondary'}
              disabled={answer.isPending}
              onClick={() => void answer.mutateAsync({ id: alert.id, answer: value }).catch(failed)}
            >
              {CRISIS_ANSWER_LABELS[value]}
            </Button>
          ))}
        </div>
      ) : null}

      <Section title="Who was told, and who answered">
        {alert.recipients.length === 0 ? (
          <p>Nobody else is in the circle or on the emergency contact list with an email.</p>
        ) : (
          <ul className="grid gap-3" aria-live="polite">
            {alert.recipients.map((recipient) => (
              <li
                key={`${recipient.kind}-${recipient.name}`}
                className="border-border grid gap-1 rounded-xl border p-4"
              >
                <p className="font-semibold">
                  {recipient.name}
                  {recipient.isYou ? ' (you)' : ''}
                  {recipient.kind === 'contact' ? ' — emergency contact' : ''}
                </p>
                <p>{reached(recipient)}</p>
                <p className={recipient.answer ? 'font-semibold' : 'text-fg-muted'}>
                  {recipient.answer && recipient.answeredAt
                    ? `${CRISIS_ANSWER_LABELS[recipient.answer]} (${formatRelativeTime(new Date(recipient.answeredAt), now)})`
                    : 'No answer yet'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {!alert.resolvedAt ? (
        <Section title="Close this alert">
          <TextAreaField
            label="What happened in the end? (optional)"
            hint="For the circle’s history, e.g. “Found her in the garden, all fine”."
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div>
            <Button
              disabled={resolve.isPending}
              onClick={() =>
                void resolve
                  .mutateAsync({ id: alert.id, note })
                  .then(
                    () =>
                      toast({ title: 'The alert is closed', description: 'Everyone was told.' }),
                    failed,
                  )
              }
            >
              Close the alert
            </Button>
          </div>
        </Section>
      ) : null}
    </Page>
  );
}
