import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { authorLabel, formatWhen, ReportButton, WaitingPage } from './community-parts';
import { CrisisResources } from './crisis-resources';
import { PostText } from './post-text';
import { AnswerCard, STATUS_LABELS } from './question-parts';
import { questionQuery, useQuestionMutations } from './questions.queries';

/** A question and the experts' answers; the asker can say the answer helped. */
export default function CommunityQuestionScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const showCrisis = Boolean(
    (location.state as { showCrisisResources?: boolean } | null)?.showCrisisResources,
  );
  const { data: question, error } = useQuery(questionQuery(id));
  const { resolve, remove } = useQuestionMutations();
  if (error || !question)
    return (
      <WaitingPage
        title="Ask an expert"
        error={error}
        loading="Loading the question…"
        back={{ to: '/community/questions', label: 'All questions' }}
      />
    );
  const isYours = question.author.isYou;
  return (
    <Page title={question.title}>
      {showCrisis ? <CrisisResources /> : null}
      <StandaloneLink to="/community/questions">Back to expert questions</StandaloneLink>
      <article className="grid gap-3">
        <p className="text-fg-muted">
          Asked by {authorLabel(question.author)} · {formatWhen(question.createdAt)}
        </p>
        <p className="bg-muted rounded-lg p-3 font-semibold">
          {question.visibility === 'private'
            ? 'Private question: only you, Kinwell’s experts and moderators can read it.'
            : 'Public question: every community member can read it and its answer.'}
        </p>
        {question.moderation.isHidden ? (
          <div role="note" className="border-danger rounded-lg border-2 p-3">
            <p className="font-semibold">A moderator hid this question. Only you can see it.</p>
            {question.moderation.note ? (
              <p>The moderator’s reason: {question.moderation.note}</p>
            ) : null}
          </div>
        ) : null}
        <PostText text={question.body} />
        <p className="font-semibold">{STATUS_LABELS[question.status]}</p>
        {!isYours ? (
          <div>
            <ReportButton kind="question" id={question.id} />
          </div>
        ) : null}
        {isYours ? (
          <div>
            <ConfirmDialog
              trigger={<Button variant="secondary">Delete question</Button>}
              title="Delete your question?"
              description="Your question and its answers are removed. This cannot be undone."
              confirmLabel="Delete question"
              onConfirm={() =>
                remove.mutate(question.id, {
                  onSuccess: () => void navigate('/community/questions'),
                })
              }
            />
          </div>
        ) : null}
      </article>
      <Section
        title={
          question.answers.length === 0
            ? 'No answer yet'
            : question.answers.length === 1
              ? 'The expert’s answer'
              : 'The experts’ answers'
        }
      >
        {question.answers.length === 0 ? (
          <p>
            {isYours
              ? 'An expert will answer soon. We will let you know in Kinwell (and by email, if you chose it).'
              : 'An expert has not answered yet.'}
          </p>
        ) : (
          <ul className="grid gap-4">
            {question.answers.map((answer) => (
              <li key={answer.id}>
                <AnswerCard
                  answer={answer}
                  actions={
                    <div>
                      <ReportButton kind="answer" id={answer.id} />
                    </div>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {question.canResolve ? (
          <div>
            <Button
              onClick={() =>
                resolve.mutate(question.id, {
                  onSuccess: () =>
                    toast({
                      title: 'Thank you. Your question is marked as answered.',
                      variant: 'success',
                    }),
                  onError: (failure) =>
                    toast({
                      title: describeError(failure) ?? 'Please try again.',
                      variant: 'destructive',
                    }),
                })
              }
              disabled={resolve.isPending}
            >
              This answered my question
            </Button>
          </div>
        ) : null}
      </Section>
    </Page>
  );
}
