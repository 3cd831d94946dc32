import { useQuery } from '@tanstack/react-query';
import { Copy, Send } from 'lucide-react';
import { useState } from 'react';
import {
  CIRCLE_ROLE_LABELS,
  type CreatedInvitation,
  INVITATION_TTL_DAYS,
} from '../../../shared/circles';
import { circlesApi } from '../../../shared/circles.contract';
import { CIRCLE_ROLES } from '../../../shared/permissions';
import { Button } from '../../components/ui/button';
import { FormAlert, LabelledOptions, SelectField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { formatDate } from '../../../shared/relative-time';
import { invitationsQuery, useInvite, useRevokeInvitation } from './circles.queries';

function CreatedCode({ invitation }: { invitation: CreatedInvitation }) {
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      toast({ title: 'Link copied', description: 'Paste it into a text message or email.' });
    } catch {
      toast({ title: 'Copying is not allowed here', description: 'Select the link and copy it.' });
    }
  };
  return (
    <div className="bg-muted grid gap-2 rounded-xl p-4 wrap-anywhere" role="status">
      <p className="font-semibold">
        We emailed an invitation to {invitation.email}. It works once, for {INVITATION_TTL_DAYS}{' '}
        days.
      </p>
      <p>You can also send them this link or code yourself. It is shown only now.</p>
      <p className="wrap-anywhere">
        <span className="font-semibold">Link:</span> {invitation.link}
      </p>
      <p>
        <span className="font-semibold">Code:</span>{' '}
        <span className="font-mono text-lg tracking-wide">{invitation.code}</span>
      </p>
      <div>
        <Button variant="secondary" onClick={() => void handleCopy()}>
          <Copy aria-hidden="true" className="h-5 w-5" />
          Copy link
        </Button>
      </div>
    </div>
  );
}

/** Invite by email with a role; pending invitations can be cancelled. */
export function InvitationsSection({ circleId }: { circleId: string }) {
  const { data: invitations = [] } = useQuery(invitationsQuery(circleId));
  const invite = useInvite(circleId);
  const revoke = useRevokeInvitation(circleId);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const {
    field,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(circlesApi.invite, { defaultValues: { email: '', role: 'family' } });

  const handleInvite = submit(async (values) => {
    setCreated(await invite.mutateAsync(values));
    reset({ email: '', role: values.role });
  });

  const pending = invitations.filter((invitation) => invitation.status === 'pending');

  return (
    <div className="grid gap-5">
      <form onSubmit={handleInvite} noValidate className="grid gap-4 sm:max-w-md">
        <TextField label="Their email" type="email" autoComplete="off" {...field('email')} />
        <SelectField label="Their role" {...field('role')}>
          <LabelledOptions values={CIRCLE_ROLES} labels={CIRCLE_ROLE_LABELS} />
        </SelectField>
        <p className="text-fg-muted">
          Caregivers can do everything. Family members add photos and recordings, edit memory
          triggers and see care updates.
        </p>
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            <Send aria-hidden="true" className="h-5 w-5" />
            {isSubmitting ? 'Sending...' : 'Send invitation'}
          </Button>
        </div>
      </form>
      {created ? <CreatedCode invitation={created} /> : null}
      <div className="grid gap-2">
        <h3 className="text-xl font-bold">Waiting to be accepted</h3>
        {pending.length === 0 ? (
          <p>No invitations are waiting.</p>
        ) : (
          <ul className="grid gap-3">
            {pending.map((invitation) => (
              <li
                key={invitation.id}
                className="border-border flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere">{invitation.email}</p>
                  <p>
                    {CIRCLE_ROLE_LABELS[invitation.role]} · good until{' '}
                    {formatDate(new Date(invitation.expiresAt))}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  className="max-w-full wrap-anywhere"
                  disabled={revoke.isPending}
                  onClick={() =>
                    void revoke.mutateAsync(invitation.id).then(
                      () => toast({ title: 'Invitation cancelled' }),
                      (error: unknown) =>
                        toast({
                          variant: 'destructive',
                          title: 'We could not cancel it',
                          description: describeError(error) ?? 'Please try again.',
                        }),
                    )
                  }
                >
                  Cancel invitation to {invitation.email}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
