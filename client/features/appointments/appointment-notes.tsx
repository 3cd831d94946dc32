import { useState } from 'react';
import type { Appointment } from '../../../shared/appointments';
import { appointmentsApi } from '../../../shared/appointments.contract';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { FilePicker } from '../../components/ui/file-picker';
import { FormAlert, TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { useAppointmentMutations } from './appointments.queries';

/** The form's draft: "Remove the picture" is a checkbox; the upload's field says 'true' or not. */
interface NotesDraft {
  notesAfter: string;
  removeAttachment: boolean;
}

/**
 * Notes after the visit and the picture of its summary; caregivers write them here. An upload
 * (decision 075): the notes are checked with the server's own schema, the picture goes as its file.
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
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(appointmentsApi.saveNotes, {
    defaultValues: { notesAfter: appointment.notesAfter ?? '', removeAttachment: false },
    toBody: ({ notesAfter, removeAttachment }: NotesDraft) => ({
      notesAfter,
      removeAttachment: removeAttachment ? ('true' as const) : ('false' as const),
    }),
  });

  const handleNotes = submit(async (body) => {
    await saveNotes.mutateAsync({ id: appointment.id, body, photo });
    toast({ title: 'Notes saved' });
  });

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
        <form onSubmit={handleNotes} noValidate className="grid gap-4">
          <TextAreaField
            label="What the doctor said"
            hint="Changes to medicines, tests ordered, when to come back."
            {...field('notesAfter')}
          />
          <FilePicker
            label="Picture of the visit summary (optional)"
            accept="image/jpeg,image/png,image/webp"
            chosen={photo}
            onFiles={([file]) => setPhoto(file ?? null)}
          />
          {appointment.attachmentUrl ? (
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" className="h-6 w-6" {...register('removeAttachment')} />
              Remove the picture
            </label>
          ) : null}
          <FormAlert message={errors.root?.message} />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save notes'}
            </Button>
          </div>
        </form>
      ) : null}
    </Section>
  );
}
