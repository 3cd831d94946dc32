import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { RespiteHelper, RespiteHelperInput, RespitePlan } from '../../../shared/wellness';
import { PhoneLink, TextLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { apiRequest, describeError, getJson, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';
import { membersQuery, useCurrentCircle } from '../circles/circles.queries';

const respitePlanQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKey('circle', circleId, 'respite-plan'),
    queryFn: () => getJson<RespitePlan>('/api/circle/respite-plan'),
    enabled: circleId !== null,
  });

function useRespiteMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: respitePlanQuery(circleId).queryKey });
  return {
    add: useMutation({
      mutationFn: (input: RespiteHelperInput) =>
        sendJson<RespiteHelper>('POST', '/api/circle/respite-plan/helpers', input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', `/api/circle/respite-plan/helpers/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    saveNotes: useMutation({
      mutationFn: (notes: string) =>
        sendJson<RespitePlan>('PUT', '/api/circle/respite-plan/notes', { notes }),
      onSuccess: refresh,
    }),
  };
}

function AddHelper({ circleId }: { circleId: string | null }) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const { add } = useRespiteMutations(circleId);
  const [memberUserId, setMemberUserId] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        memberUserId: memberUserId === '' ? null : memberUserId,
        name,
        phone: phone || null,
        whenAndHowLong: when || null,
      },
      {
        onSuccess: () => {
          setMemberUserId('');
          setName('');
          setPhone('');
          setWhen('');
          setError(undefined);
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };
  return (
    <form onSubmit={handleSubmit} className="grid gap-3 print:hidden" noValidate>
      <h3 className="text-xl font-bold">Add someone who can step in</h3>
      <SelectField
        label="Someone from your care circle (optional)"
        value={memberUserId}
        onChange={(event) => {
          setMemberUserId(event.target.value);
          const member = members.find((person) => person.userId === event.target.value);
          if (member) setName(member.name);
        }}
      >
        <option value="">Someone else</option>
        {members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="off"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <TextField
        label="When and for how long (optional)"
        hint="For example: Tuesday afternoons, 2 to 5."
        value={when}
        error={error}
        onChange={(event) => setWhen(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={add.isPending}>
          Add to the plan
        </Button>
      </div>
    </form>
  );
}

function Notes({ circleId, notes }: { circleId: string | null; notes: string }) {
  const { saveNotes } = useRespiteMutations(circleId);
  const [value, setValue] = useState(notes);
  const [message, setMessage] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-3 print:hidden"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        saveNotes.mutate(value, {
          onSuccess: () => {
            setError(undefined);
            setMessage('Saved.');
          },
          onError: (failure) => setError(describeError(failure)),
        });
      }}
    >
      <TextAreaField
        label="What the person stepping in needs to know"
        hint="Routines, what calms them, where the medicines and keys are."
        rows={5}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setMessage(undefined);
        }}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={saveNotes.isPending}>
          Save notes
        </Button>
      </div>
      {message ? <p role="status">{message}</p> : null}
    </form>
  );
}

/** The circle's respite plan: every member reads and prints it, caregivers keep it. */
export function RespitePlanSection() {
  const { circleId } = useCurrentCircle();
  const { data: plan } = useQuery(respitePlanQuery(circleId));
  const { remove } = useRespiteMutations(circleId);
  if (circleId === null) {
    return <p>Join or start a care circle to plan who can step in.</p>;
  }
  if (!plan) return <p>Loading the respite plan…</p>;
  return (
    <div className="grid gap-4">
      {plan.helpers.length === 0 ? (
        <p className="text-fg-muted">Nobody is in the plan yet.</p>
      ) : (
        <ul className="grid gap-3">
          {plan.helpers.map((helper) => (
            <li key={helper.id}>
              <Card className="grid gap-1">
                <strong>{helper.name}</strong>
                {helper.whenAndHowLong ? <span>{helper.whenAndHowLong}</span> : null}
                {helper.phone ? <PhoneLink number={helper.phone} standalone /> : null}
                {plan.canEdit ? (
                  <div className="print:hidden">
                    <Button
                      variant="ghost"
                      onClick={() => remove.mutate(helper.id)}
                      aria-label={`Remove ${helper.name} from the plan`}
                    >
                      Remove
                    </Button>
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {plan.canEdit ? <Notes key={plan.notes} circleId={circleId} notes={plan.notes} /> : null}
      {plan.notes ? (
        <div className={plan.canEdit ? 'hidden print:block' : undefined}>
          <h3 className="text-xl font-bold">What to know</h3>
          <p className="whitespace-pre-line">{plan.notes}</p>
        </div>
      ) : null}
      <p>
        Give the person stepping in the{' '}
        <TextLink to="/emergency-profile">emergency profile</TextLink> too: its sheet has the
        medicines, allergies and who to call.
      </p>
      <div className="print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-5 w-5" />
          Print the plan
        </Button>
      </div>
      {plan.canEdit ? <AddHelper circleId={circleId} /> : null}
    </div>
  );
}
