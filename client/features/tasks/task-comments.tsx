import { formatRelativeTime } from '../../../shared/relative-time';
import { TASK_COMMENT_MAX, type TaskDetail } from '../../../shared/tasks';
import { tasksApi } from '../../../shared/tasks.contract';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField } from '../../components/ui/form-field';
import { useContractForm } from '../../lib/use-contract-form';
import { useTaskMutations } from './tasks.queries';

/** A task's comments, oldest first, and the form to add one. */
export function TaskComments({ circleId, task }: { circleId: string; task: TaskDetail }) {
  const { comment } = useTaskMutations(circleId);
  const {
    field,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(tasksApi.comment, { defaultValues: { body: '' } });
  const handleComment = submit(async ({ body }) => {
    await comment.mutateAsync({ id: task.id, body });
    reset();
  });
  return (
    <Section title="Comments">
      {task.comments.length > 0 ? (
        <ol className="grid gap-3" aria-label="Comments">
          {task.comments.map((c) => (
            <li key={c.id} className="border-border rounded-lg border p-3">
              <p className="font-semibold">
                {c.author ?? 'A former member'}{' '}
                <span className="text-fg-muted font-normal">
                  · {formatRelativeTime(new Date(c.createdAt), new Date())}
                </span>
              </p>
              <p className="whitespace-pre-line">{c.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>No comments yet.</p>
      )}
      <form onSubmit={handleComment} noValidate className="grid gap-3">
        <TextAreaField label="Add a comment" maxLength={TASK_COMMENT_MAX} {...field('body')} />
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Post comment'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
