import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import {
  APPOINTMENT_TYPE_LABELS,
  APPOINTMENT_TYPES,
  type Appointment,
  type appointmentInputSchema,
} from '../../../shared/appointments';
import { appointmentsApi } from '../../../shared/appointments.contract';
import { Button } from '../../components/ui/button';
import {
  FormAlert,
  LabelledOptions,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field';
import { ApiError, describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { membersQuery } from '../circles/circles.queries';
import { useAppointmentMutations } from './appointments.queries';

type Output = z.output<typeof appointmentInputSchema>;

/** Add or change an appointment. Times are the care recipient's local times. */
export function AppointmentForm({
  circleId,
  timeZone,
  appointment,
  defaultDate,
  onSaved,
}: {
  circleId: string;
  timeZone: string;
  appointment?: Appointment;
  defaultDate: string;
  onSaved: (saved: Appointment) => void;
}) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const { save } = useAppointmentMutations(circleId);
  const {
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm(appointment ? appointmentsApi.update : appointmentsApi.create, {
    defaultValues: {
      title: appointment?.title ?? '',
      type: appointment?.type ?? 'doctor',
      provider: appointment?.provider ?? '',
      location: appointment?.location ?? '',
      date: appointment?.date ?? defaultDate,
      startTime: appointment?.startTime ?? '09:00',
      endTime: appointment?.endTime ?? '10:00',
      assigneeUserId: appointment?.assignee?.userId ?? null,
      transportNotes: appointment?.transportNotes ?? '',
      questions: appointment?.questions ?? '',
    },
  });
  // A time in the hour the clocks skip: the server says what would happen; the person chooses.
  const [clockChange, setClockChange] = useState<{ input: Output; message: string } | null>(null);
  // Any other refusal shows as the form's alert (useContractForm).
  const send = async (input: Output) => {
    setClockChange(null);
    try {
      onSaved(await save.mutateAsync({ id: appointment?.id, input }));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409 && !input.acceptClockChange)) {
        throw error;
      }
      setClockChange({ input, message: describeError(error) ?? 'Please try again.' });
    }
  };
  const handleSave = submit(send);
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <TextField
        label="What it is"
        hint="For example: Memory clinic check-up, Dentist cleaning."
        autoComplete="off"
        {...field('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Kind" {...field('type')}>
          <LabelledOptions values={APPOINTMENT_TYPES} labels={APPOINTMENT_TYPE_LABELS} />
        </SelectField>
        <TextField
          label="With (optional)"
          hint="The doctor, therapist or clinic."
          autoComplete="off"
          {...field('provider')}
        />
      </div>
      <TextField
        label="Place (optional)"
        hint="The address: we add a map link."
        autoComplete="off"
        {...field('location')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Date" type="date" {...field('date')} />
        <TextField label="Starts" type="time" {...field('startTime')} />
        <TextField label="Ends" type="time" {...field('endTime')} />
      </div>
      <p className="text-fg-muted text-sm">Times are in their time zone ({timeZone}).</p>
      <SelectField
        label="Who is taking them"
        hint="They get reminders the day before and an hour before."
        {...field('assigneeUserId', { setValueAs: (value: string) => value || null })}
      >
        <option value="">Not decided yet</option>
        {members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.isYou ? `${member.name} (you)` : member.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Getting there (optional)"
        hint="Who drives, parking, wheelchair, what to bring."
        {...field('transportNotes')}
      />
      <TextAreaField
        label="Questions to ask (optional)"
        hint="One question a line. They go into the doctor-visit report."
        {...field('questions')}
      />
      <FormAlert message={errors.root?.message} />
      {clockChange ? (
        <div role="alert" className="border-warning grid gap-3 rounded-lg border-2 p-4">
          <p className="font-medium">{clockChange.message}</p>
          <div>
            <Button
              type="button"
              variant="secondary"
              disabled={save.isPending}
              onClick={() =>
                void submit(() => send({ ...clockChange.input, acceptClockChange: true }))()
              }
            >
              Keep it at the later time
            </Button>
          </div>
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : appointment ? 'Save appointment' : 'Add appointment'}
        </Button>
      </div>
    </form>
  );
}
