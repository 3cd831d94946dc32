import type { CarePlan } from '../../../shared/care-plans';
import { carePlansApi } from '../../../shared/care-plans.contract';
import { formatLocalDate } from '../../../shared/local-dates';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useCarePlanMutations } from './care-plans.queries';

/** The plan's review (when, and "we have reviewed it") and its notes for the whole circle. */
export function ReviewAndNotes({
  circleId,
  plan,
  mayManage,
}: {
  circleId: string;
  plan: CarePlan;
  mayManage: boolean;
}) {
  const { review, update } = useCarePlanMutations(circleId);
  const reviewDateForm = useContractForm(carePlansApi.update, {
    defaultValues: { nextReviewDate: plan.nextReviewDate },
  });
  const notesForm = useContractForm(carePlansApi.update, { defaultValues: { notes: plan.notes } });
  const handleReviewDate = reviewDateForm.submit(async ({ nextReviewDate }) => {
    await update.mutateAsync({ nextReviewDate });
    toast({ title: 'Review date saved' });
  });
  const handleNotes = notesForm.submit(async ({ notes }) => {
    await update.mutateAsync({ notes });
    toast({ title: 'Notes saved' });
  });
  return (
    <>
      <Section title="Review">
        <p>
          {plan.isReviewDue ? <strong>It is time to look at the plan together. </strong> : null}
          Next review: {formatLocalDate(plan.nextReviewDate)}. Kinwell reminds the caregivers on the
          day.
        </p>
        {mayManage ? (
          <div className="print-hidden grid gap-4">
            <div>
              <Button
                disabled={review.isPending}
                onClick={() =>
                  review.mutate(undefined, {
                    onSuccess: () => toast({ title: 'Thank you. The next review is set.' }),
                    onError: (error: unknown) =>
                      toast({ title: describeError(error) ?? 'Please try again.' }),
                  })
                }
              >
                We have reviewed the plan
              </Button>
            </div>
            <form className="grid max-w-sm gap-3" onSubmit={handleReviewDate} noValidate>
              <TextField
                label="Next review date"
                type="date"
                error={reviewDateForm.formState.errors.nextReviewDate?.message}
                {...reviewDateForm.register('nextReviewDate')}
              />
              <FormAlert message={reviewDateForm.formState.errors.root?.message} />
              <div>
                <Button type="submit" variant="secondary" disabled={update.isPending}>
                  Save the review date
                </Button>
              </div>
            </form>
          </div>
        ) : null}
      </Section>
      <Section title="Notes">
        {mayManage ? (
          <form className="grid gap-3" onSubmit={handleNotes} noValidate>
            <TextAreaField
              label="Notes for everyone in the circle"
              hint="What works, what to watch for, who to call."
              error={notesForm.formState.errors.notes?.message}
              className="print-hidden"
              {...notesForm.register('notes')}
            />
            <p className="hidden whitespace-pre-line print:block">{plan.notes}</p>
            <FormAlert message={notesForm.formState.errors.root?.message} />
            <div className="print-hidden">
              <Button type="submit" variant="secondary" disabled={update.isPending}>
                Save notes
              </Button>
            </div>
          </form>
        ) : plan.notes ? (
          <p className="whitespace-pre-line">{plan.notes}</p>
        ) : (
          <p>No notes yet.</p>
        )}
      </Section>
    </>
  );
}
