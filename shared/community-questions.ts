import { z } from 'zod';
import { authorSchema, BODY_MAX, moderationInputSchema, TITLE_MAX, writtenText } from './community';

/**
 * Expert questions (decision 049): a member asks, publicly (every member may read it) or
 * privately (only the asker, experts and moderators see it); staff with the expert role answer
 * under their name and credentials; the asker can say the answer helped.
 */

export const QUESTION_VISIBILITIES = ['public', 'private'] as const;
export type QuestionVisibility = (typeof QUESTION_VISIBILITIES)[number];

export const QUESTION_VISIBILITY_LABELS: Record<QuestionVisibility, string> = {
  public: 'Public: every community member can read it and the answer',
  private: 'Private: only you, Kinwell’s experts and moderators can read it',
};

export const QUESTIONS_PAGE_SIZE = 20;

export const questionInputSchema = z.object({
  title: writtenText('your question', 5, TITLE_MAX),
  body: writtenText('a few words about your situation', 1, BODY_MAX),
  visibility: z.enum(QUESTION_VISIBILITIES, {
    error: 'Please choose whether your question is public or private.',
  }),
  isAnonymous: z.boolean().default(false),
});
export type QuestionInput = z.infer<typeof questionInputSchema>;
/** What the form sends (isAnonymous may be left out). */
export type QuestionDraft = z.input<typeof questionInputSchema>;

export const answerInputSchema = z.object({ body: writtenText('your answer', 1, BODY_MAX) });
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** The expert who answered, as members see them: name and credentials, never an email. */
export const expertSchema = z.object({ name: z.string(), credentials: z.string().nullable() });
export type Expert = z.infer<typeof expertSchema>;

const moderationSchema = z.object({ isHidden: z.boolean(), note: z.string().nullable() });

export const answerSchema = z.object({
  id: z.string(),
  body: z.string(),
  expert: expertSchema,
  createdAt: z.string(),
  moderation: moderationSchema,
});
export type ExpertAnswer = z.infer<typeof answerSchema>;

export const QUESTION_STATUSES = ['waiting', 'answered', 'resolved'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const questionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  visibility: z.enum(QUESTION_VISIBILITIES),
  author: authorSchema,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** waiting for an expert, answered, or marked "this answered my question" by the asker. */
  status: z.enum(QUESTION_STATUSES),
  moderation: moderationSchema,
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const questionSchema = questionSummarySchema.extend({
  body: z.string(),
  answers: z.array(answerSchema),
  /** The asker may say the answer helped once there is one. */
  canResolve: z.boolean(),
});
export type ExpertQuestion = z.infer<typeof questionSchema>;

export const questionPageSchema = z.object({
  questions: z.array(questionSummarySchema),
  nextCursor: z.string().nullable(),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

export const questionListSchema = z.object({ questions: z.array(questionSummarySchema) });
export type QuestionList = z.infer<typeof questionListSchema>;

export const questionCreatedSchema = z.object({
  question: questionSchema,
  showCrisisResources: z.boolean(),
});
export type QuestionCreated = z.infer<typeof questionCreatedSchema>;

// --- Staff: experts answer, moderators look after ---

export const STAFF_QUESTION_VIEWS = ['waiting', 'answered'] as const;
export const staffQuestionQuerySchema = z.object({
  view: z.enum(STAFF_QUESTION_VIEWS).default('waiting'),
});

export const staffQuestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  visibility: z.enum(QUESTION_VISIBILITIES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  status: z.enum(QUESTION_STATUSES),
  isHidden: z.boolean(),
  /** Crisis language: the asker was shown the crisis lines and moderators were told. */
  isUrgent: z.boolean(),
  /** Staff see who asked, anonymous or not; members never do. */
  asker: z.object({
    communityName: z.string(),
    accountName: z.string().nullable(),
    isAnonymous: z.boolean(),
  }),
  answers: z.array(answerSchema),
});
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;
export const staffQuestionListSchema = z.object({ questions: z.array(staffQuestionSchema) });
export type StaffQuestionList = z.infer<typeof staffQuestionListSchema>;

/** What the assistant may offer: an answered public question, with where to read it. */
export interface AnsweredQuestionLink {
  id: string;
  title: string;
  link: string;
}

/** Questions and answers are never held, so a moderator hides, restores or dismisses them. */
export const QUESTION_MODERATION_ACTIONS = ['hide', 'restore', 'dismiss'] as const;

export const questionModerationInputSchema = moderationInputSchema.extend({
  action: z.enum(QUESTION_MODERATION_ACTIONS, { error: 'Choose hide, restore or dismiss.' }),
});
export type QuestionModerationInput = z.infer<typeof questionModerationInputSchema>;
