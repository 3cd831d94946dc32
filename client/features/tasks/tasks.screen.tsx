import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { todayIn } from '../../../shared/local-dates';
import { can } from '../../../shared/permissions';
import type { Task } from '../../../shared/tasks';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { useCoordinationEvents } from '../dashboard/dashboard.queries';
import { TaskCard } from './task-card.part';
import { TaskForm } from './task-form';
import { tasksQuery } from './tasks.queries';

function TaskList({
  circleId,
  tasks,
  today,
  label,
}: {
  circleId: string;
  tasks: Task[];
  today: string;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {tasks.map((task) => (
        <TaskCard key={task.id} circleId={circleId} task={task} today={today} />
      ))}
    </ul>
  );
}

/** The family coordination hub: who is doing what, and what is left. */
export default function TasksScreen() {
  const { user } = useUser();
  const { circleId, circle } = useCurrentCircle();
  useCoordinationEvents(circleId);
  const open = useQuery(tasksQuery(circleId, 'open'));
  const done = useQuery(tasksQuery(circleId, 'completed'));
  if (!circleId) return <NoCirclePage title="Family tasks" />;
  const today = todayIn(circle?.timeZone ?? 'America/New_York');
  const mine = (open.data ?? []).filter((task) => task.isMine);
  const others = (open.data ?? []).filter((task) => !task.isMine);
  const isCaregiver = can(user?.role, 'care.manage');
  return (
    <Page
      wide
      title="Family tasks"
      lead="Who is doing what, in one place: take a task with “I’ll do it”, and mark it done when it is."
    >
      {open.isError ? (
        <Notice title="The tasks could not be loaded" tone="danger">
          <p>Please check your connection and try again.</p>
        </Notice>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-8">
          <Section title="Your tasks">
            {mine.length > 0 ? (
              <TaskList circleId={circleId} tasks={mine} today={today} label="Your tasks" />
            ) : (
              <p>Nothing is on your list right now.</p>
            )}
          </Section>
          <Section title="Everyone else’s">
            {others.length > 0 ? (
              <TaskList
                circleId={circleId}
                tasks={others}
                today={today}
                label="Everyone else’s tasks"
              />
            ) : open.isSuccess ? (
              <Notice title="No other open tasks" icon={ListChecks} level={3}>
                <p>
                  {isCaregiver
                    ? 'Add what needs doing, and give it to someone or let anyone take it.'
                    : 'When a caregiver adds a task, it shows here.'}
                </p>
              </Notice>
            ) : null}
          </Section>
          <Section title="Done recently">
            {(done.data ?? []).length > 0 ? (
              <TaskList
                circleId={circleId}
                tasks={done.data ?? []}
                today={today}
                label="Done recently"
              />
            ) : (
              <p>Nothing has been marked done yet.</p>
            )}
          </Section>
        </div>
        {isCaregiver ? (
          <Section title="Add a task" className="content-start">
            <TaskForm circleId={circleId} />
          </Section>
        ) : null}
      </div>
    </Page>
  );
}
