import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Download, Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CARE_PLAN_TEMPLATES, TEMPLATE_ORDER } from '../../../shared/care-plan-templates';
import { endpointUrl } from '../../../shared/api-contract';
import type { DementiaStage } from '../../../shared/care-plans';
import { carePlanFileRoutes } from '../../../shared/care-plans.endpoints';
import { DEMENTIA_STAGES } from '../../../shared/care-recipient';
import { can } from '../../../shared/permissions';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { carePlanQuery, useCarePlanEvents } from './care-plans.queries';
import { OwnItemForm } from './own-item-form';
import { PlanSections } from './plan-items';
import { ReviewAndNotes } from './review-and-notes';
import { SuggestionNotice } from './suggestion-notice';
import { TemplateStep } from './template-step';

const isStage = (value: string | null): value is DementiaStage =>
  (DEMENTIA_STAGES as readonly (string | null)[]).includes(value);

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
  if (!circleId) return <NoCirclePage title="Care Plan" />;
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
                <a
                  href={endpointUrl(carePlanFileRoutes.pdf)}
                  download
                  className={buttonClass('secondary')}
                >
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
