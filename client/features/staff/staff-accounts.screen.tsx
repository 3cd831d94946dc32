import { useQuery } from '@tanstack/react-query';
import type { ConsoleStaffMember, CreateStaffInput } from '../../../shared/console';
import { consoleApi } from '../../../shared/console.contract';
import { type Staff, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../shared/staff';
import { formatDate } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { staffAccountsQuery, useCreateStaff, useDisableStaff } from './console.queries';
import { StaffConsole } from './staff-console.part';

/** The form as typed: no role chosen yet is allowed here; credentials go only with an expert. */
interface Draft {
  name: string;
  email: string;
  role: StaffRole | '';
  credentials: string;
  password: string;
}
const EMPTY: Draft = { name: '', email: '', role: '', credentials: '', password: '' };

const toBody = (draft: Draft): CreateStaffInput => ({
  ...draft,
  // An empty role is refused by the schema with its own words.
  role: draft.role as StaffRole,
  credentials: draft.role === 'expert' ? draft.credentials : undefined,
});

function CreateStaffForm() {
  const create = useCreateStaff();
  const { field, submit, reset, setError, watch } = useContractDraftForm(consoleApi.createStaff, {
    defaultValues: EMPTY,
    toBody,
  });
  const handleCreate = submit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      toast({
        title: 'Staff account created',
        description: `${created.name} can now sign in at /admin-login and set up an authenticator app.`,
      });
      reset(EMPTY);
    } catch (failure) {
      const message = describeError(failure);
      if (message?.includes('email')) setError('email', { message });
      else if (message?.toLowerCase().includes('password')) setError('password', { message });
      else toast({ variant: 'destructive', title: 'That did not work', description: message });
    }
  });
  return (
    <section aria-labelledby="create-staff-heading" className="grid gap-4">
      <h2 id="create-staff-heading" className="text-2xl font-bold">
        Create a staff account
      </h2>
      <form onSubmit={handleCreate} noValidate className="grid max-w-xl gap-4">
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <SelectField label="Role" {...field('role')}>
          <option value="">Choose a role</option>
          {STAFF_ROLES.map((role: StaffRole) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        {watch('role') === 'expert' ? (
          <TextField
            label="Credentials"
            autoComplete="off"
            hint="Members read them beside every answer, for example “Geriatric psychiatrist”."
            {...field('credentials')}
          />
        ) : null}
        <TextField
          label="First password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters. Give it to the person privately; they set up their authenticator app at the first sign-in."
          {...field('password')}
        />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create the staff account'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function StaffRow({ member, me }: { member: ConsoleStaffMember; me: Staff }) {
  const disable = useDisableStaff();
  return (
    <li className="border-border grid gap-2 rounded-xl border-2 p-4">
      <p className="text-xl font-semibold [overflow-wrap:anywhere]">
        {member.name} · {STAFF_ROLE_LABELS[member.role]}
        {member.credentials ? ` (${member.credentials})` : ''}
      </p>
      <p className="text-lg [overflow-wrap:anywhere]">{member.email}</p>
      <p className="text-lg">
        Since {formatDate(new Date(member.createdAt))} ·{' '}
        {member.disabledAt
          ? `Switched off on ${formatDate(new Date(member.disabledAt))}`
          : member.hasSecondFactor
            ? 'Authenticator app set up'
            : 'Has not signed in yet'}
      </p>
      {!member.disabledAt && member.id !== me.id ? (
        <div>
          <ConfirmDialog
            trigger={<Button variant="secondary">Switch off {member.name}</Button>}
            title={`Switch off ${member.name}’s staff account?`}
            description={
              <p>
                They are signed out now and cannot sign in again. The account stays in the records.
              </p>
            }
            confirmLabel="Switch off"
            onConfirm={() => {
              disable.mutate(member.id, {
                onSuccess: () =>
                  toast({ title: 'Switched off', description: `${member.name} is signed out.` }),
                onError: (failure) =>
                  toast({
                    variant: 'destructive',
                    title: 'That did not work',
                    description: describeError(failure),
                  }),
              });
            }}
          />
        </div>
      ) : null}
    </li>
  );
}

function StaffList({ me }: { me: Staff }) {
  const { data, error } = useQuery(staffAccountsQuery);
  if (error) return <p role="alert">{describeError(error)}</p>;
  if (!data) return <p role="status">Loading the staff accounts…</p>;
  return (
    <section aria-labelledby="staff-list-heading" className="grid gap-4">
      <h2 id="staff-list-heading" className="text-2xl font-bold">
        Staff accounts
      </h2>
      <ul className="grid gap-3">
        {data.map((member) => (
          <StaffRow key={member.id} member={member} me={me} />
        ))}
      </ul>
    </section>
  );
}

/** /staff/accounts: admins create and switch off staff accounts. */
export default function StaffAccountsScreen() {
  return (
    <StaffConsole title="Staff accounts" right="staff.manage">
      {(me) => (
        <>
          <CreateStaffForm />
          <StaffList me={me} />
        </>
      )}
    </StaffConsole>
  );
}
