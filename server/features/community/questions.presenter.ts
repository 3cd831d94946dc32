import type {
  ExpertAnswer,
  QuestionStatus,
  QuestionSummary,
  StaffQuestion,
} from '../../../shared/community-questions';
import { presentAuthor, writerForStaff, type WriterRow } from './community.presenter';
import type { communityAnswers, communityQuestions } from './questions.schema';

/** What leaves the server of a question and its answers, for members and for staff. */
const EXCERPT_LENGTH = 200;

export type QuestionRow = typeof communityQuestions.$inferSelect;
type AnswerRow = typeof communityAnswers.$inferSelect;

export const statusOf = (row: QuestionRow): QuestionStatus =>
  row.resolvedAt ? 'resolved' : row.answeredAt ? 'answered' : 'waiting';

const excerpt = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body;

export function presentSummary(
  row: QuestionRow,
  writer: WriterRow,
  viewerId: string,
): QuestionSummary {
  const author = presentAuthor(writer, viewerId);
  return {
    id: row.id,
    title: row.title,
    excerpt: excerpt(row.body),
    visibility: row.visibility,
    author,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    status: statusOf(row),
    moderation: {
      isHidden: row.hiddenAt !== null,
      // The asker reads the moderator's reason; nobody else sees a hidden question.
      note: author.isYou && row.hiddenAt ? row.moderationNote : null,
    },
  };
}

export type AnswerWithExpert = { answer: AnswerRow; name: string; credentials: string | null };

export const presentAnswer = ({ answer, name, credentials }: AnswerWithExpert): ExpertAnswer => ({
  id: answer.id,
  body: answer.body,
  expert: { name, credentials },
  createdAt: answer.createdAt.toISOString(),
  moderation: { isHidden: answer.hiddenAt !== null, note: answer.moderationNote },
});

export function presentStaffQuestion(
  row: { question: QuestionRow; asker: WriterRow },
  answers: ExpertAnswer[],
): StaffQuestion {
  const { question, asker: writer } = row;
  return {
    id: question.id,
    title: question.title,
    body: question.body,
    visibility: question.visibility,
    createdAt: question.createdAt.toISOString(),
    answeredAt: question.answeredAt?.toISOString() ?? null,
    status: statusOf(question),
    isHidden: question.hiddenAt !== null,
    isUrgent: question.isUrgent,
    asker: writerForStaff(writer),
    answers,
  };
}
