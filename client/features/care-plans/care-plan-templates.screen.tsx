import { CARE_PLAN_TEMPLATES, TEMPLATE_ORDER } from '../../../shared/care-plan-templates';
import { can } from '../../../shared/permissions';
import { Section } from '../../components/section';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { TemplateSections } from './template-items';

/**
 * The stage templates (content/care-plans/), for both roles to read; a caregiver turns one into
 * the circle's plan.
 */
export default function CarePlanTemplatesScreen() {
  const { user } = useUser();
  const mayUse = can(user?.role, 'care.manage');
  return (
    <Page
      title="Care Plan Templates"
      lead="What families plan for at each stage of dementia. Every person is different, so use these as a starting point, not a rule."
    >
      <nav aria-label="Stages">
        <ul className="flex flex-wrap gap-x-6">
          {TEMPLATE_ORDER.map((stage) => (
            <li key={stage}>
              <a
                href={`#stage-${stage}`}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                {CARE_PLAN_TEMPLATES[stage].title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {TEMPLATE_ORDER.map((stage) => {
        const template = CARE_PLAN_TEMPLATES[stage];
        return (
          <Section
            key={stage}
            id={`stage-${stage}`}
            title={template.title}
            intro={template.summary}
          >
            {mayUse ? (
              <div>
                <ButtonLink
                  to={`/care-plans?template=${stage}`}
                  aria-label={`Use this template: ${template.title}`}
                >
                  Use this template
                </ButtonLink>
              </div>
            ) : null}
            <TemplateSections template={template} />
          </Section>
        );
      })}

      <Section title="Good to know">
        <p className="text-fg-muted">
          Talk with the doctor about your family&rsquo;s own situation. For legal and money matters,
          an elder law attorney can help.
        </p>
      </Section>
    </Page>
  );
}
