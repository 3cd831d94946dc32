import { ExternalLink } from 'lucide-react';
import {
  type CarePlanTemplate,
  PLAN_OWNER_LABELS,
  PLAN_RHYTHM_LABELS,
  PLAN_SECTION_LABELS,
  type TemplateItem,
} from '../../../shared/care-plans';

/** Where an item's advice comes from: a link that says it opens another site. */
export function SourceLink({ source }: { source: { name: string; url: string } }) {
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-1 font-semibold break-words underline underline-offset-4"
    >
      Source: {source.name}
      <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="sr-only">(opens another website)</span>
    </a>
  );
}

function TemplateItemCard({ item }: { item: TemplateItem }) {
  return (
    <li className="border-border grid gap-1 rounded-xl border p-4">
      <h4 className="text-lg font-bold">{item.title}</h4>
      <p>{item.why}</p>
      <p className="text-fg-muted">
        {PLAN_OWNER_LABELS[item.owner]} · {PLAN_RHYTHM_LABELS[item.rhythm]}
      </p>
      <SourceLink source={item.source} />
    </li>
  );
}

/** A stage template's sections and items, as both roles read them. */
export function TemplateSections({ template }: { template: CarePlanTemplate }) {
  return (
    <div className="grid gap-6">
      {template.sections.map((part) => (
        <section key={part.section} className="grid gap-3">
          <h3 className="text-xl font-bold">{PLAN_SECTION_LABELS[part.section]}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {part.items.map((item) => (
              <TemplateItemCard key={item.key} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
