import type { ConsolePerson } from '../../../shared/console';
import { consoleApi } from '../../../shared/console.contract';
import { CIRCLE_ROLE_LABELS } from '../../../shared/circles';
import { formatDate, formatDateTime } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { type SupportAction, usePersonLookup, useSupportAction } from './console.queries';
import { StaffConsole } from './staff-console.part';

function SupportButton({
  does,
  label,
  onDone,
}: {
  does: SupportAction;
  label: string;
  onDone: () => void;
}) {
  const action = useSupportAction();
  return (
    <Button
      variant="secondary"
      disabled={action.isPending}
      onClick={async () => {
        try {
          const { message } = await action.mutateAsync(does);
          toast({ title: 'Done', description: message });
          onDone();
        } catch (failure) {
          toast({
            variant: 'destructive',
            title: 'That did not work',
            description: describeError(failure),
          });
        }
      }}
    >
      {label}
    </Button>
  );
}

function PersonResult({ person, onChanged }: { person: ConsolePerson; onChanged: () => void }) {
  const { account } = person;
  return (
    <section aria-labelledby="person-heading" className="grid gap-5">
      <h2 id="person-heading" className="text-2xl font-bold [overflow-wrap:anywhere]">
        {person.email}
      </h2>
      {account ? (
        <div className="border-border grid gap-3 rounded-xl border-2 p-4">
          <p className="text-xl font-semibold">{account.name}</p>
          <dl className="grid gap-1 text-lg sm:grid-cols-[14rem_1fr]">
            <dt className="font-semibold">Account made</dt>
            <dd>{formatDate(new Date(account.createdAt))}</dd>
            <dt className="font-semibold">Email address</dt>
            <dd>{account.isEmailConfirmed ? 'Confirmed' : 'Not confirmed yet'}</dd>
            <dt className="font-semibold">Signed in on</dt>
            <dd>
              {account.activeSessions === 1 ? '1 device' : `${account.activeSessions} devices`}
            </dd>
            <dt className="font-semibold">Care circles</dt>
            <dd>
              {account.circles.length === 0
                ? 'None'
                : account.circles.map((circle) => CIRCLE_ROLE_LABELS[circle.role]).join(', ')}
            </dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <SupportButton
              does={{ name: 'sendPasswordReset', userId: account.id }}
              label="Send a password-reset link"
              onDone={onChanged}
            />
            <SupportButton
              does={{ name: 'endSessions', userId: account.id }}
              label="Sign out everywhere"
              onDone={onChanged}
            />
          </div>
        </div>
      ) : (
        <p className="text-lg">No account uses this address.</p>
      )}
      <h3 className="text-xl font-bold">Invitations waiting for this address</h3>
      {person.pendingInvitations.length === 0 ? (
        <p className="text-lg">None.</p>
      ) : (
        <ul className="grid gap-3">
          {person.pendingInvitations.map((invitation) => (
            <li key={invitation.id} className="border-border grid gap-2 rounded-xl border-2 p-4">
              <p className="text-lg">
                As {CIRCLE_ROLE_LABELS[invitation.role].toLowerCase()}
                {invitation.invitedBy ? `, from ${invitation.invitedBy}` : ''}. Sent{' '}
                {formatDateTime(new Date(invitation.sentAt))};{' '}
                {invitation.isExpired ? 'expired' : 'works until'}{' '}
                {formatDateTime(new Date(invitation.expiresAt))}.
              </p>
              <div>
                <SupportButton
                  does={{ name: 'resendInvitation', invitationId: invitation.id }}
                  label="Send the invitation again"
                  onDone={onChanged}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PeopleSearch() {
  const lookup = usePersonLookup();
  const { field, submit, setError } = useContractForm(consoleApi.lookUpPerson, {
    defaultValues: { email: '' },
  });
  const find = async (email: string) => {
    try {
      await lookup.mutateAsync(email);
    } catch (failure) {
      setError('email', { message: describeError(failure) });
    }
  };
  const handleSearch = submit(({ email }) => find(email));
  return (
    <div className="grid gap-6">
      <form onSubmit={handleSearch} noValidate className="grid max-w-xl gap-4">
        <TextField label="Email address" type="email" autoComplete="off" {...field('email')} />
        <div>
          <Button type="submit" disabled={lookup.isPending}>
            {lookup.isPending ? 'Looking…' : 'Look up'}
          </Button>
        </div>
      </form>
      {lookup.data ? (
        <PersonResult person={lookup.data} onChanged={() => void find(lookup.data.email)} />
      ) : null}
    </div>
  );
}

/** /staff/people: help someone by their email address, without seeing their family's care records. */
export default function StaffPeopleScreen() {
  return (
    <StaffConsole
      title="People"
      lead="Find an account by email to help with sign-in and invitations. Every look-up is recorded."
      right="people.support"
    >
      {() => <PeopleSearch />}
    </StaffConsole>
  );
}
