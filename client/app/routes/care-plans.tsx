import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CARE_PLAN_TEMPLATES, TEMPLATE_ORDER } from '../../../shared/care-plan-templates';
import {
  type CarePlan,
  type DementiaStage,
  PLAN_SECTION_LABELS,
  type StageSuggestion,
} from '../../../shared/care-plans';
import { DEMENTIA_STAGES } from '../../../shared/care-recipient';
import { formatLocalDate } from '../../../shared/local-dates';
import { can } from '../../../shared/permissions';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useUser } from '../../features/auth/auth.queries';
import { useCurrentCircle } from '../../features/circles/circles.queries';
import { NoCircleNotice } from '../../features/circles/join-circle';
import {
  carePlanQuery,
  useCarePlanEvents,
  useCarePlanMutations,
} from '../../features/care-plans/care-plans.queries';
import { OwnItemForm } from '../../features/care-plans/own-item-form';
import { PlanSections } from '../../features/care-plans/plan-items';
import { TemplateStep } from '../../features/care-plans/template-step';

const isStage = (value: string | null): value is DementiaStage =>
  (DEMENTIA_STAGES as readonly (string | null)[]).includes(value);

function SuggestionNotice({
  suggestion,
  hasPlan,
  mayManage,
}: {
  suggestion: StageSuggestion;
  hasPlan: boolean;
  mayManage: boolean;
}) {
  return (
    <Notice
      title={
        hasPlan
          ? `The profile now says: ${suggestion.title}`
          : `Start with the ${suggestion.title.toLowerCase()} template`
      }
      icon={ClipboardList}
      className="print-hidden"
    >
      <p>
        {hasPlan
          ? `The ${suggestion.title.toLowerCase()} template would add ${suggestion.adds.length} ${suggestion.adds.length === 1 ? 'item' : 'items'}:`
          : 'It matches the stage in the profile. You choose what to keep.'}
      </p>
      {hasPlan && suggestion.adds.length > 0 ? (
        <ul className="grid list-disc gap-1 pl-6">
          {suggestion.adds.map((item) => (
            <li key={item.key}>
              {item.title} ({PLAN_SECTION_LABELS[item.section]})
            </li>
          ))}
        </ul>
      ) : null}
      {mayManage ? (
        <div>
          <ButtonLink to={`/care-plans?template=${suggestion.stage}`}>
            {hasPlan ? 'Choose what to add' : 'Use this template'}
          </ButtonLink>
        </div>
      ) : null}
    </Notice>
  );
}

function ReviewAndNotes({
  circleId,
  plan,
  mayManage,
}: {
  circleId: string;
  plan: CarePlan;
  mayManage: boolean;
}) {
  const { review, update } = useCarePlanMutations(circleId);
  const [notes, setNotes] = useState(plan.notes);
  const [reviewDate, setReviewDate] = useState(plan.nextReviewDate);
  const report = (done: string) => ({
    onSuccess: () => toast({ title: done }),
    onError: (error: unknown) => toast({ title: describeError(error) ?? 'Please try again.' }),
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
                  review.mutate(undefined, report('Thank you. The next review is set.'))
                }
              >
                We have reviewed the plan
              </Button>
            </div>
            <form
              className="grid max-w-sm gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                update.mutate({ nextReviewDate: reviewDate }, report('Review date saved'));
              }}
            >
              <TextField
                label="Next review date"
                type="date"
                value={reviewDate}
                onChange={(event) => setReviewDate(event.target.value)}
              />
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
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate({ notes }, report('Notes saved'));
            }}
          >
            <TextAreaField
              label="Notes for everyone in the circle"
              hint="What works, what to watch for, who to call."
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              className="print-hidden"
            />
            <p className="hidden whitespace-pre-line print:block">{plan.notes}</p>
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

/**
 * The circle's care plan: its items by section with who does each and how it is going (the
 * linked tasks), the review date and notes. Caregivers change it; family members read it and
 * work on their tasks in the hub.
 */
export default function CarePlansScreen() {
  const { user } = useUser();
  const { circleId } = useCurrentCircle();
  useCarePlanEvents(circleId);
  const [params] = useSearchParams();
  const { data, isError } = useQuery(carePlanQuery(circleId));
  const mayManage = can(user?.role, 'care.manage');
  if (!circleId) {
    return (
      <Page title="Care Plan">
        <NoCircleNotice />
      </Page>
    );
  }
  const chosen = params.get('template');
  if (mayManage && isStage(chosen) && data) {
    const template = CARE_PLAN_TEMPLATES[chosen];
    const existingKeys = new Set(
      (data.plan?.items ?? []).flatMap((item) => (item.templateKey ? [item.templateKey] : [])),
    );
    return (
      <Page title={`Use the ${template.title.toLowerCase()} template`} lead={template.summary}>
        <TemplateStep
          key={chosen}
          circleId={circleId}
          stage={chosen}
          today={data.today}
          existingKeys={existingKeys}
        />
      </Page>
    );
  }
  const plan = data?.plan ?? null;
  return (
    <Page
      wide
      title="Care Plan"
      lead="Your family’s shared plan: what matters, who does what, and how it is going. Each item is a task in the family hub."
    >
      {isError ? (
        <Notice title="The plan could not be loaded" tone="danger">
          <p>Please check your connection and try again.</p>
        </Notice>
      ) : null}
      {data?.suggestion ? (
        <SuggestionNotice
          suggestion={data.suggestion}
          hasPlan={plan !== null}
          mayManage={mayManage}
        />
      ) : null}
      {data && !plan ? (
        <Notice title="No care plan yet" icon={ClipboardList}>
          {mayManage ? (
            <>
              <p>Start from a stage template. You keep or drop each item and choose who does it.</p>
              <ul className="flex flex-wrap gap-3">
                {TEMPLATE_ORDER.map((stage) => (
                  <li key={stage}>
                    <ButtonLink variant="secondary" to={`/care-plans?template=${stage}`}>
                      {CARE_PLAN_TEMPLATES[stage].title}
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              When a caregiver makes the plan, you will see it here, with the tasks that are yours.
            </p>
          )}
        </Notice>
      ) : null}
      {plan ? (
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="grid content-start gap-8">
            <Section
              title={
                plan.stage
                  ? `Our plan (${CARE_PLAN_TEMPLATES[plan.stage].title.toLowerCase()})`
                  : 'Our plan'
              }
            >
              <div className="print-hidden flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => window.print()}>
                  <Printer aria-hidden="true" className="h-5 w-5" />
                  Print the plan
                </Button>
                <a href="/api/circle/care-plan/pdf" download className={buttonClass('secondary')}>
                  <Download aria-hidden="true" className="h-5 w-5" />
                  Download as PDF
                </a>
                <ButtonLink variant="secondary" to="/care-plan-templates">
                  See the templates
                </ButtonLink>
              </div>
              {plan.items.length > 0 ? (
                <PlanSections circleId={circleId} items={plan.items} mayManage={mayManage} />
              ) : (
                <p>The plan has no items yet.</p>
              )}
            </Section>
          </div>
          <div className="grid content-start gap-8">
            <ReviewAndNotes key={plan.id} circleId={circleId} plan={plan} mayManage={mayManage} />
            {mayManage ? (
              <Section title="Add your own item" className="print-hidden">
                <OwnItemForm circleId={circleId} />
              </Section>
            ) : null}
          </div>
        </div>
      ) : null}
    </Page>
  );
}
