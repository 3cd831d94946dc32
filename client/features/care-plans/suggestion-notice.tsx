import { ClipboardList } from 'lucide-react';
import { PLAN_SECTION_LABELS, type StageSuggestion } from '../../../shared/care-plans';
import { Notice } from '../../components/notice';
import { ButtonLink } from '../../components/ui/button';

/** The profile's stage differs from the plan's: the next template, and what it would add. */
export function SuggestionNotice({
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
