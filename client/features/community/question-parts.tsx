import type { ReactNode } from 'react';
import type {
  ExpertAnswer,
  QuestionStatus,
  QuestionSummary,
} from '../../../shared/community-questions';
import { Card } from '../../components/ui/card';
import { authorLabel, formatWhen, TitleLink } from './community-parts';
import { PostText } from './post-text';

export const STATUS_LABELS: Record<QuestionStatus, string> = {
  waiting: 'Waiting for an expert',
  answered: 'Answered by an expert',
  resolved: 'Answered: it helped the person who asked',
};

/** "Dr. Ana Ruiz, Geriatric psychiatrist" */
export const expertLabel = (expert: ExpertAnswer['expert']) =>
  expert.credentials ? `${expert.name}, ${expert.credentials}` : expert.name;

export function AnswerCard({ answer, actions }: { answer: ExpertAnswer; actions?: ReactNode }) {
  return (
    <Card className="border-primary grid gap-2 border-l-8">
      <p className="font-semibold">
        Answered by <span className="font-bold">{expertLabel(answer.expert)}</span>
        <span className="text-fg-muted font-normal"> · {formatWhen(answer.createdAt)}</span>
      </p>
      <p className="text-fg-muted text-sm">
        A Kinwell expert. This is general guidance, not a diagnosis: please check anything about
        medicines or symptoms with your own doctor.
      </p>
      <PostText text={answer.body} />
      {actions}
    </Card>
  );
}

export function QuestionCard({
  question,
  headingLevel = 3,
}: {
  question: QuestionSummary;
  headingLevel?: 2 | 3;
}) {
  return (
    <Card className="grid gap-2">
      <TitleLink
        to={`/community/questions/${question.id}`}
        title={question.title}
        heading={headingLevel === 2 ? 'h2' : 'h3'}
        className="text-lg font-bold break-words"
      />
      <p className="text-fg-muted">
        {authorLabel(question.author)} · {formatWhen(question.createdAt)} ·{' '}
        {question.visibility === 'private' ? 'Private' : 'Public'}
      </p>
      <p className="font-semibold">{STATUS_LABELS[question.status]}</p>
      {question.moderation.isHidden ? (
        <p className="text-danger font-semibold">Hidden by a moderator: only you see it.</p>
      ) : null}
      <p className="break-words">{question.excerpt}</p>
    </Card>
  );
}
