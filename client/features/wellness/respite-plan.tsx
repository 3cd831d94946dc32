import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { wellnessApi } from '../../../shared/wellness.contract';
import { PhoneLink, TextLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { useContractForm } from '../../lib/use-contract-form';
import { membersQuery, useCurrentCircle } from '../circles/circles.queries';
import { respitePlanQuery, useRespiteMutations } from './wellness.queries';

function AddHelper({ circleId }: { circleId: string | null }) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const { add } = useRespiteMutations(circleId);
  const {
    field,
    submit,
    reset,
    setValue,
    formState: { errors },
  } = useContractForm(wellnessApi.addRespiteHelper, {
    defaultValues: { memberUserId: null, name: '', phone: '', whenAndHowLong: '' },
  });
  const handleAdd = submit(async (input) => {
    await add.mutateAsync(input);
    reset();
  });
  return (
    <form onSubmit={handleAdd} className="grid gap-3 print:hidden" noValidate>
      <h3 className="text-xl font-bold">Add someone who can step in</h3>
      <SelectField
        label="Someone from your care circle (optional)"
        {...field('memberUserId', {
          setValueAs: (value: string | null) => value || null,
          onChange: (event: { target: { value: string } }) => {
            const member = members.find((person) => person.userId === event.target.value);
            if (member) setValue('name', member.name);
          },
        })}
      >
        <option value="">Someone else</option>
        {members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Name" {...field('name')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="off" {...field('phone')} />
      <TextField
        label="When and for how long (optional)"
        hint="For example: Tuesday afternoons, 2 to 5."
        {...field('whenAndHowLong')}
      />
      <FormAlert message={errors.root?.message} />
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
  const [message, setMessage] = useState<string | undefined>();
  const {
    field,
    submit,
    formState: { errors },
  } = useContractForm(wellnessApi.saveRespiteNotes, { defaultValues: { notes } });
  const handleSave = submit(async (values) => {
    await saveNotes.mutateAsync(values.notes);
    setMessage('Saved.');
  });
  return (
    <form className="grid gap-3 print:hidden" noValidate onSubmit={handleSave}>
      <TextAreaField
        label="What the person stepping in needs to know"
        hint="Routines, what calms them, where the medicines and keys are."
        rows={5}
        {...field('notes', { onChange: () => setMessage(undefined) })}
      />
      <FormAlert message={errors.root?.message} />
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
