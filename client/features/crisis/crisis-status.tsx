import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CRISIS_ANSWER_LABELS, CRISIS_ANSWERS, crisisTitle } from '../../../shared/crisis-basics';
import { Button, ButtonLink } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { crisisKeys, crisisListQuery, useAnswerCrisis, useCrisisLive } from './crisis.queries';
import { clearSendingState, resumePendingAlert, useSendingState } from './crisis-sender';

/** While an alert is on its way: says so, and that it keeps trying. Then opens its page. */
function SendingBar({ circleId }: { circleId: string }) {
  const sending = useSendingState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(resumePendingAlert, []);
  useEffect(() => {
    if (sending.status !== 'sent') return;
    void queryClient.invalidateQueries({ queryKey: crisisKeys.all(circleId) });
    toast({
      title: 'Your alert was sent',
      description: 'Your family and emergency contacts are being told now.',
    });
    void navigate(`/alerts/${sending.alert.id}`);
    clearSendingState();
  }, [sending, navigate, queryClient, circleId]);

  if (sending.status === 'sending') {
    return (
      <div role="status" className="bg-danger text-danger-fg">
        <p className="mx-auto max-w-6xl px-4 py-3 text-lg font-bold">
          Sending your alert…
          {sending.attempt > 1
            ? ` The connection is poor; trying again (attempt ${sending.attempt}). It will not be sent twice.`
            : ''}
        </p>
      </div>
    );
  }
  if (sending.status === 'failed') {
    return (
      <div role="alert" className="bg-danger text-danger-fg">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold">{sending.message}</p>
          <Button variant="secondary" onClick={clearSendingState}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  return null;
}

/** An open alert in the circle is on every screen, with one-tap answers. */
function OpenAlertBanner({ circleId }: { circleId: string }) {
  useCrisisLive(circleId);
  const { data: alerts = [] } = useQuery(crisisListQuery(circleId));
  const answer = useAnswerCrisis(circleId);
  const open = alerts.find((alert) => alert.resolvedAt === null);
  if (!open) return null;
  const mine = open.recipients.find((recipient) => recipient.isYou);
  const answered = open.recipients.filter((recipient) => recipient.answer !== null).length;
  return (
    <section aria-label="Open crisis alert" className="bg-danger text-danger-fg">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-3">
        <p className="flex items-center gap-2 text-lg font-bold">
          <BellRing aria-hidden="true" className="h-6 w-6 shrink-0" />
          {open.isMine
            ? `Your alert was sent. ${answered} of ${open.recipients.length} answered.`
            : `${crisisTitle(open.type)} from ${open.senderName ?? 'your family'}`}
        </p>
        {open.note ? <p>“{open.note}”</p> : null}
        <div className="flex flex-wrap gap-2">
          {!open.isMine && mine?.answer == null
            ? CRISIS_ANSWERS.map((value) => (
                <Button
                  key={value}
                  variant="secondary"
                  disabled={answer.isPending}
                  onClick={() =>
                    void answer
                      .mutateAsync({ id: open.id, answer: value })
                      .catch((error: unknown) =>
                        toast({
                          variant: 'destructive',
                          title: 'Your answer did not go through',
                          description: describeError(error) ?? 'Please try again.',
                        }),
                      )
                  }
                >
                  {CRISIS_ANSWER_LABELS[value]}
                </Button>
              ))
            : null}
          <ButtonLink variant="secondary" to={`/alerts/${open.id}`}>
            Open the alert
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function CrisisStatus({ circleId }: { circleId: string | null }) {
  if (!circleId) return null;
  return (
    <>
      <SendingBar circleId={circleId} />
      <OpenAlertBanner circleId={circleId} />
    </>
  );
}
