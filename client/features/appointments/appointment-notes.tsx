import { type FormEvent, useState } from 'react';
import type { Appointment } from '../../../shared/appointments';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useAppointmentMutations } from './appointments.queries';

/**
 * Notes after the visit and the picture of its summary; caregivers write them here. A multipart
 * form (the picture is a file), so it is not a contract form: its fields are not a JSON body.
 */
export function AppointmentNotes({
  circleId,
  appointment,
  canWrite,
}: {
  circleId: string | null;
  appointment: Appointment;
  canWrite: boolean;
}) {
  const { saveNotes } = useAppointmentMutations(circleId);
  const [notesError, setNotesError] = useState<string>();

  const handleNotes = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('photo');
    if (photo instanceof File && photo.size === 0) form.delete('photo');
    try {
      await saveNotes.mutateAsync({ id: appointment.id, form });
      setNotesError(undefined);
      toast({ title: 'Notes saved' });
    } catch (error) {
      setNotesError(describeError(error) ?? 'Please try again.');
    }
  };

  return (
    <Section title="Notes after the visit">
      {appointment.notesAfter ? (
        <p className="whitespace-pre-line">{appointment.notesAfter}</p>
      ) : (
        <p>No notes yet.</p>
      )}
      {appointment.attachmentUrl ? (
        <img
          src={appointment.attachmentUrl}
          alt="Picture attached after the visit (for example the visit summary)"
          className="border-border max-h-96 w-auto rounded-lg border"
        />
      ) : null}
      {canWrite ? (
        <form onSubmit={(event) => void handleNotes(event)} noValidate className="grid gap-4">
          <TextAreaField
            label="What the doctor said"
            name="notesAfter"
            defaultValue={appointment.notesAfter ?? ''}
            hint="Changes to medicines, tests ordered, when to come back."
          />
          <div className="grid gap-1">
            <label htmlFor="visit-photo" className="font-semibold">
              Picture of the visit summary (optional)
            </label>
            <input
              id="visit-photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="min-h-11"
            />
          </div>
          {appointment.attachmentUrl ? (
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="removeAttachment" value="true" className="h-6 w-6" />
              Remove the picture
            </label>
          ) : null}
          <FormAlert message={notesError} />
          <div>
            <Button type="submit" disabled={saveNotes.isPending}>
              {saveNotes.isPending ? 'Saving...' : 'Save notes'}
            </Button>
          </div>
        </form>
      ) : null}
    </Section>
  );
}
