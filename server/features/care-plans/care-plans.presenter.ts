import { CARE_PLAN_TEMPLATES } from '../../../shared/care-plan-templates';
import type {
  CarePlan,
  DementiaStage,
  PlanItem,
  StageSuggestion,
} from '../../../shared/care-plans';
import { OPEN_TASK_STATUSES } from '../../../shared/tasks';
import type { carePlanItems, carePlans } from './care-plans.schema';

export type PlanRow = typeof carePlans.$inferSelect;
export type PlanItemRow = typeof carePlanItems.$inferSelect;
/** What the plan shows of an item's task in the hub. */
export interface LinkedTask {
  status: PlanItem['status'] & string;
  dueDate: string | null;
  assigneeUserId: string | null;
}

const isOpen = (status: string) => (OPEN_TASK_STATUSES as readonly string[]).includes(status);

export const presentPlanItem = (
  row: PlanItemRow,
  task: LinkedTask | undefined,
  names: ReadonlyMap<string, string>,
  today: string,
): PlanItem => {
  const ownerUserId = task?.assigneeUserId ?? null;
  const dueDate = task?.dueDate ?? null;
  return {
    id: row.id,
    section: row.section,
    title: row.title,
    why: row.why,
    source: row.sourceName && row.sourceUrl ? { name: row.sourceName, url: row.sourceUrl } : null,
    rhythm: row.rhythm,
    templateKey: row.templateKey,
    owner: ownerUserId ? (names.get(ownerUserId) ?? null) : null,
    ownerUserId,
    taskId: row.taskId,
    status: task?.status ?? null,
    dueDate,
    isOverdue: Boolean(task && isOpen(task.status) && dueDate && dueDate < today),
    isArchived: row.archivedAt !== null,
  };
};

export const presentPlan = (plan: PlanRow, items: PlanItem[], today: string): CarePlan => ({
  id: plan.id,
  stage: plan.stage,
  notes: plan.notes,
  reviewEveryMonths: plan.reviewEveryMonths,
  nextReviewDate: plan.nextReviewDate,
  isReviewDue: plan.nextReviewDate <= today,
  lastReviewedAt: plan.lastReviewedAt?.toISOString() ?? null,
  items,
});

/**
 * When the recipient's stage (their profile) is not the plan's, the template of that stage and
 * the items it has that the plan lacks. Worked out when the plan is read, so a changed profile
 * shows at once and needs no reaction to keep in step (decision 035).
 */
export function stageSuggestion(
  planStage: DementiaStage | null,
  recipientStage: DementiaStage | null,
  itemKeys: ReadonlySet<string>,
): StageSuggestion | null {
  if (!recipientStage || recipientStage === planStage) return null;
  const template = CARE_PLAN_TEMPLATES[recipientStage];
  const adds = template.sections.flatMap((part) =>
    part.items
      .filter((item) => !itemKeys.has(item.key))
      .map((item) => ({ ...item, section: part.section })),
  );
  return { stage: recipientStage, title: template.title, adds };
}
