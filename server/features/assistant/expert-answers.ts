import type { AnsweredQuestionLink } from '../../../shared/community-questions';
import type { AssistantProvider, AssistantTopic } from '../../adapters/assistant-provider';

/** Finds answered public expert questions like a message (questions.service.ts). */
export type FindExpertAnswers = (message: string) => Promise<AnsweredQuestionLink[]>;

/**
 * Replies that never get a pointer to the community: an emergency or a request for a person must
 * stay what it is, a dosing or diagnosis question belongs to a pharmacist or doctor alone (a
 * community answer beside it could read as medical advice), and answers from the person's own
 * circle are about them alone.
 */
const LEFT_ALONE: ReadonlySet<AssistantTopic> = new Set([
  'emergency',
  'human',
  'medical',
  'circle',
  'greeting',
]);

/** The line added under a reply: each question's title and the page with the expert's answer. */
export const expertAnswersLine = (questions: readonly AnsweredQuestionLink[]): string =>
  questions.length === 1
    ? `An expert answered a similar question: “${questions[0]?.title}” ${questions[0]?.link}`
    : `Experts answered similar questions: ${questions
        .map((question) => `“${question.title}” ${question.link}`)
        .join('; ')}`;

/**
 * Wraps the assistant (safety rules included) so a reply can point to answered public questions
 * in the community's expert area. It runs after everything else has answered, so emergencies,
 * escalations and the safety rules always come first and are never changed; a failed lookup
 * leaves the reply as it was.
 */
export function withExpertAnswers(
  provider: AssistantProvider,
  find: FindExpertAnswers | null,
): AssistantProvider {
  if (!find) return provider;
  return {
    async reply(input) {
      const reply = await provider.reply(input);
      if (reply.needsEscalation || LEFT_ALONE.has(reply.topic)) return reply;
      const questions = await find(input.message).catch(() => []);
      if (questions.length === 0) return reply;
      return { ...reply, response: `${reply.response}\n\n${expertAnswersLine(questions)}` };
    },
  };
}
