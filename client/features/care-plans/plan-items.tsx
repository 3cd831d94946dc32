import { Repeat, TriangleAlert, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  PLAN_RHYTHM_LABELS,
  PLAN_SECTION_LABELS,
  PLAN_SECTIONS,
  type PlanItem,
} from '../../../shared/care-plans';
import { formatShortDate } from '../../../shared/local-dates';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { StatusBadge } from '../tasks/status-badge.part';
import { useCarePlanMutations } from './care-plans.queries';
import { SourceLink } from './template-items';

function PlanItemCard({
  circleId,
  item,
  mayManage,
}: {
  circleId: string;
  item: PlanItem;
  mayManage: boolean;
}) {
  const { archiveItem } = useCarePlanMutations(circleId);
  const handleArchive = (archived: boolean) =>
    archiveItem.mutateAsync({ id: item.id, archived }).then(
      () =>
        toast({ title: archived ? `Put away: ${item.title}` : `Back in the plan: ${item.title}` }),
      (error: unknown) =>
        toast({ title: describeError(error) ?? 'That did not work. Please try again.' }),
    );
  return (
    <li className="border-border bg-bg grid gap-2 rounded-xl border p-4 break-inside-avoid">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="text-lg font-bold">
          {item.taskId ? (
            <Link to={`/tasks/${item.taskId}`} className="underline underline-offset-4">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h4>
        {item.status ? <StatusBadge status={item.status} /> : <span>No task in the hub</span>}
      </div>
      {item.why ? <p>{item.why}</p> : null}
      <p className="text-fg-muted flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1">
          <UserRound aria-hidden="true" className="h-4 w-4" />
          {item.owner ?? 'Nobody yet'}
        </span>
        {item.dueDate && item.status !== 'completed' ? (
          <span className={item.isOverdue ? 'text-danger font-semibold' : undefined}>
            Due {formatShortDate(item.dueDate)}
            {item.isOverdue ? ' (overdue)' : ''}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Repeat aria-hidden="true" className="h-4 w-4" />
          {PLAN_RHYTHM_LABELS[item.rhythm]}
        </span>
      </p>
      {item.source ? <SourceLink source={item.source} /> : null}
      {mayManage ? (
        <div className="print-hidden">
          <Button
            variant="secondary"
            disabled={archiveItem.isPending}
            aria-label={`${item.isArchived ? 'Bring back' : 'Put away'}: ${item.title}`}
            onClick={() => void handleArchive(!item.isArchived)}
          >
            {item.isArchived ? 'Bring back' : 'Put away'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The plan's items by section, with who does each, its progress and its date. */
export function PlanSections({
  circleId,
  items,
  mayManage,
}: {
  circleId: string;
  items: PlanItem[];
  mayManage: boolean;
}) {
  const current = items.filter((item) => !item.isArchived);
  const archived = items.filter((item) => item.isArchived);
  const overdue = current.filter((item) => item.isOverdue);
  return (
    <div className="grid gap-8">
      {overdue.length > 0 ? (
        <section className="border-danger grid gap-2 rounded-xl border-2 p-4">
          <h3 className="inline-flex items-center gap-2 text-xl font-bold">
            <TriangleAlert aria-hidden="true" className="h-6 w-6" />
            {overdue.length === 1 ? '1 item is overdue' : `${overdue.length} items are overdue`}
          </h3>
          <ul className="grid list-disc gap-1 pl-6">
            {overdue.map((item) => (
              <li key={item.id}>
                {item.title} ({item.owner ?? 'nobody yet'}, due{' '}
                {formatShortDate(item.dueDate ?? '')})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {PLAN_SECTIONS.map((section) => {
        const sectionItems = current.filter((item) => item.section === section);
        if (sectionItems.length === 0) return null;
        return (
          <section key={section} className="grid gap-3">
            <h3 className="text-xl font-bold">{PLAN_SECTION_LABELS[section]}</h3>
            <ul className="grid gap-3">
              {sectionItems.map((item) => (
                <PlanItemCard key={item.id} circleId={circleId} item={item} mayManage={mayManage} />
              ))}
            </ul>
          </section>
        );
      })}
      {archived.length > 0 ? (
        <details className="print-hidden grid gap-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            Put away ({archived.length})
          </summary>
          <ul className="mt-3 grid gap-3">
            {archived.map((item) => (
              <PlanItemCard key={item.id} circleId={circleId} item={item} mayManage={mayManage} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
