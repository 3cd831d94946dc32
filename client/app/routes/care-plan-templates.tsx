import { Checklist } from '../../components/checklist';
import { ExternalLinkList } from '../../components/links';
import { Section } from '../../components/section';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { CARE_STAGES, STAGE_SOURCES } from '../../content/care-stages';

/** Early, middle and late stage checklists, drawn from NIA and the Alzheimer's Association. */
export default function CarePlanTemplatesScreen() {
  return (
    <Page
      title="Care Plan Templates"
      lead="What families plan for at each stage of dementia. Every person is different, so use these as a starting point, not a rule."
    >
      <nav aria-label="Stages">
        <ul className="flex flex-wrap gap-x-6">
          {CARE_STAGES.map((stage) => (
            <li key={stage.id}>
              <a
                href={`#stage-${stage.id}`}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                {stage.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {CARE_STAGES.map((stage) => (
        <Section key={stage.id} id={`stage-${stage.id}`} title={stage.title} intro={stage.summary}>
          <div className="grid gap-4 sm:grid-cols-2">
            {stage.groups.map((group) => (
              <Card key={group.title} className="grid content-start gap-3">
                <h3 className="text-lg font-bold">{group.title}</h3>
                <Checklist items={group.items} />
              </Card>
            ))}
          </div>
        </Section>
      ))}

      <Section title="Sources">
        <p>These templates are based on guidance from:</p>
        <ExternalLinkList links={STAGE_SOURCES} />
        <p className="text-fg-muted">
          Talk with the doctor about your family&rsquo;s own situation. For legal and money matters,
          an elder law attorney can help.
        </p>
      </Section>
    </Page>
  );
}
