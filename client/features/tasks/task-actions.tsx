import { Check, Hand, Undo2 } from 'lucide-react';
import type { Task } from '../../../shared/tasks';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { type TaskAction, useTaskMutations } from './tasks.queries';

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: describeError(error) ?? 'Please try again.',
  });

/**
 * The buttons that move a task along: "I'll do it", "Mark done" and, for a done task, "Undo".
 * Completing says so in a toast, and the Undo button stays on the task itself, so a keyboard or
 * screen-reader user never has to race the toast (ACCESSIBILITY.md).
 */
export function TaskActions({ circleId, task }: { circleId: string; task: Task }) {
  const { act } = useTaskMutations(circleId);
  const run = (action: TaskAction) =>
    act.mutateAsync({ id: task.id, action }).then(() => {
      if (action === 'complete') {
        toast({
          title: `Done: ${task.title}`,
          description: 'Changed your mind? Use Undo on the task.',
          variant: 'success',
        });
      }
      if (action === 'claim') toast({ title: `Thank you! “${task.title}” is yours now.` });
      if (action === 'reopen') toast({ title: `“${task.title}” is open again` });
    }, failed);
  const mayWork = task.canEdit || task.isMine;
  if (task.status === 'completed') {
    return mayWork ? (
      <Button
        variant="secondary"
        disabled={act.isPending}
        aria-label={`Undo: open “${task.title}” again`}
        onClick={() => void run('reopen')}
      >
        <Undo2 aria-hidden="true" className="h-5 w-5" />
        Undo
      </Button>
    ) : null;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {task.canTake ? (
        <Button
          variant="secondary"
          disabled={act.isPending}
          aria-label={`I’ll do it: ${task.title}`}
          onClick={() => void run('claim')}
        >
          <Hand aria-hidden="true" className="h-5 w-5" />
          I’ll do it
        </Button>
      ) : null}
      {mayWork ? (
        <Button
          disabled={act.isPending}
          aria-label={`Mark done: ${task.title}`}
          onClick={() => void run('complete')}
        >
          <Check aria-hidden="true" className="h-5 w-5" />
          Mark done
        </Button>
      ) : null}
    </div>
  );
}
