import {
  type CarePlan,
  PLAN_RHYTHM_LABELS,
  PLAN_SECTION_LABELS,
  PLAN_SECTIONS,
} from '../../../shared/care-plans';
import { CARE_PLAN_TEMPLATES } from '../../../shared/care-plan-templates';
import { formatDate } from '../../../shared/relative-time';
import { statusLabel } from '../../../shared/tasks';
import { startPdf } from '../../lib/pdf/pdf-writer';

/** What the PDF needs beyond the plan: whose plan it is, and the day in their time zone. */
export interface CarePlanPdfInput {
  plan: CarePlan;
  /** The recipient's name as the profile gives it; null before the profile is filled. */
  recipientName: string | null;
  timeZone: string;
  /** The recipient's local date (YYYY-MM-DD) the PDF was made on. */
  today: string;
  generatedAt: Date;
}

const usDate = (date: string) => formatDate(new Date(`${date}T12:00:00Z`));

/**
 * The circle's care plan as a PDF, in the doctor report's layout (`pdf-writer.ts`): what is
 * overdue first, then each section with its items (owner, progress, due date, rhythm), the
 * notes and the next review date. Put-away items are left out, as on the screen.
 */
export function renderCarePlanPdf(input: CarePlanPdfInput): Promise<Buffer> {
  const { plan, recipientName } = input;
  const heading1 = recipientName ? `Care plan for ${recipientName}` : 'Care plan';
  const { title, heading, subheading, line, list, finish } = startPdf({
    title: heading1,
    createdAt: input.generatedAt,
  });
  const items = plan.items.filter((item) => !item.isArchived);

  title(heading1);
  if (plan.stage) line(`Made from the template: ${CARE_PLAN_TEMPLATES[plan.stage].title}`);
  line(`Made with Kinwell on ${usDate(input.today)} (dates in ${input.timeZone})`);
  line(`Next review: ${usDate(plan.nextReviewDate)}${plan.isReviewDue ? ' (due now)' : ''}`);

  const overdue = items.filter((item) => item.isOverdue);
  heading('Overdue');
  if (overdue.length === 0) line('Nothing is overdue.');
  list(
    overdue.map((item) => `• ${item.title}${item.dueDate ? `, due ${usDate(item.dueDate)}` : ''}`),
  );

  for (const section of PLAN_SECTIONS) {
    const inSection = items.filter((item) => item.section === section);
    if (inSection.length === 0) continue;
    heading(PLAN_SECTION_LABELS[section]);
    for (const item of inSection) {
      subheading(item.title);
      const facts = [
        `Owner: ${item.owner ?? 'nobody yet'}`,
        item.status ? `Progress: ${statusLabel(item.status)}` : 'No task in the hub',
        item.dueDate
          ? `Due: ${usDate(item.dueDate)}${item.isOverdue ? ' (overdue)' : ''}`
          : 'No due date',
        PLAN_RHYTHM_LABELS[item.rhythm],
      ];
      line(facts.join(' · '));
      if (item.why) line(item.why);
    }
  }
  if (items.length === 0) {
    heading('Items');
    line('The plan has no items yet.');
  }

  heading('Notes');
  line(plan.notes.trim() ? plan.notes : 'No notes yet.');

  return finish();
}
