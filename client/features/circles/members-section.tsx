import { UserMinus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CIRCLE_ROLE_LABELS } from '../../../shared/circles';
import { CIRCLE_ROLES, type CircleRole, can } from '../../../shared/permissions';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert, LabelledOptions } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { membersQuery, useChangeRole, useRemoveMember } from './circles.queries';

/** Members and roles; caregivers change roles and remove people (the rights table decides). */
export function MembersSection({ circleId, myRole }: { circleId: string; myRole: CircleRole }) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const changeRole = useChangeRole(circleId);
  const remove = useRemoveMember(circleId);
  const [error, setError] = useState<string | null>(null);
  const canManage = can(myRole, 'members.manage');

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast({ title: done });
    } catch (caught) {
      setError(describeError(caught) ?? 'That did not work. Please try again.');
    }
  };

  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label="Members of your care circle">
        {members.map((member) => (
          <li
            key={member.userId}
            className="border-border grid gap-3 rounded-xl border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {member.name}
                {member.isYou ? ' (you)' : ''}
              </p>
              <p className="wrap-anywhere">{member.email}</p>
              {member.phoneNumber ? <p>{member.phoneNumber}</p> : null}
              {!canManage ? <p>{CIRCLE_ROLE_LABELS[member.role]}</p> : null}
            </div>
            {canManage ? (
              <div className="flex flex-wrap items-end gap-3">
                <label className="grid gap-1">
                  <span className="font-semibold">Role</span>
                  <select
                    className="border-border bg-bg min-h-11 rounded-lg border-2 px-3"
                    value={member.role}
                    disabled={changeRole.isPending}
                    aria-label={`Role of ${member.name}`}
                    onChange={(event) =>
                      void run(
                        () =>
                          changeRole.mutateAsync({
                            userId: member.userId,
                            role: event.target.value as CircleRole,
                          }),
                        `${member.name} is now a ${CIRCLE_ROLE_LABELS[event.target.value as CircleRole].toLowerCase()}`,
                      )
                    }
                  >
                    <LabelledOptions values={CIRCLE_ROLES} labels={CIRCLE_ROLE_LABELS} />
                  </select>
                </label>
                {!member.isYou ? (
                  <ConfirmDialog
                    title={`Remove ${member.name}?`}
                    description={
                      <p>
                        {member.name} will lose access to this care circle at once. You can invite
                        them again later.
                      </p>
                    }
                    confirmLabel="Remove"
                    onConfirm={() =>
                      void run(
                        () => remove.mutateAsync(member.userId),
                        `${member.name} was removed`,
                      )
                    }
                    trigger={
                      <Button variant="secondary">
                        <UserMinus aria-hidden="true" className="h-5 w-5" />
                        Remove {member.name}
                      </Button>
                    }
                  />
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <FormAlert message={error ?? undefined} />
    </div>
  );
}
