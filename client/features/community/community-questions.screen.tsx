import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BODY_MAX, TITLE_MAX } from '../../../shared/community';
import {
  QUESTION_VISIBILITIES,
  QUESTION_VISIBILITY_LABELS,
} from '../../../shared/community-questions';
import { communityQuestionsApi } from '../../../shared/community-questions.contract';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { AcceptGuidelines } from './community-parts';
import { communityProfileQuery } from './community.queries';
import { QuestionCard } from './question-parts';
import { useAppConfig } from '../auth/auth.queries';
import {
  answeredQuestionsQuery,
  myQuestionsQuery,
  questionSearchQuery,
  useQuestionMutations,
} from './questions.queries';
import { WordSearch } from './word-search';

function AskForm() {
  const { data: profile } = useQuery(communityProfileQuery());
  const { ask } = useQuestionMutations();
  const navigate = useNavigate();
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(communityQuestionsApi.ask, {
    defaultValues: { title: '', body: '', isAnonymous: false },
  });
  const { emergencyNumber } = useAppConfig();
  if (!profile) return null;
  if (!profile.hasAcceptedGuidelines) return <AcceptGuidelines />;
  const handleAsk = submit(async (input) => {
    const created = await ask.mutateAsync(input);
    void navigate(`/community/questions/${created.question.id}`, {
      state: { showCrisisResources: created.showCrisisResources },
    });
  });
  const error = errors.visibility?.message ?? errors.root?.message;
  return (
    <Section
      title="Ask an expert"
      intro={`Kinwell’s experts (doctors, nurses and other professionals in dementia care) answer in the order questions arrive. They give general guidance, not a diagnosis. In an emergency, call ${emergencyNumber}.`}
    >
      <form onSubmit={handleAsk} className="grid gap-4" noValidate>
        <TextField
          label="Your question"
          maxLength={TITLE_MAX}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label="A few words about your situation"
          hint="Leave out full names and addresses. Plain text."
          rows={5}
          maxLength={BODY_MAX}
          error={errors.body?.message}
          {...register('body')}
        />
        <fieldset className="grid gap-2">
          <legend className="font-semibold">Who can read it</legend>
          {QUESTION_VISIBILITIES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                value={value}
                {...register('visibility')}
                className="accent-accent h-6 w-6 shrink-0"
              />
              {QUESTION_VISIBILITY_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-1">
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input
              type="checkbox"
              className="h-6 w-6 shrink-0"
              {...register('isAnonymous')}
              aria-describedby="ask-anonymous-hint"
            />
            Ask anonymously
          </label>
          <p id="ask-anonymous-hint" className="text-fg-muted text-sm">
            Other members see “Anonymous caregiver”. Kinwell’s experts and moderators can still see
            who asked.
          </p>
        </div>
        {error ? (
          <p role="alert" className="text-danger font-medium">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={ask.isPending}>
            Send my question
          </Button>
        </div>
      </form>
    </Section>
  );
}

function MyQuestions() {
  const { data, error, isPending } = useQuery(myQuestionsQuery());
  if (isPending) return <p>Loading your questions…</p>;
  if (error || !data) return <p role="alert">{describeError(error)}</p>;
  return (
    <Section
      title="Your questions"
      intro="Private ones too: only you, Kinwell’s experts and moderators can read a private question."
    >
      {data.questions.length === 0 ? (
        <p>You have not asked a question yet.</p>
      ) : (
        <ul className="grid gap-4">
          {data.questions.map((question) => (
            <li key={question.id}>
              <QuestionCard question={question} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function SearchAnswered() {
  return (
    <WordSearch
      title="Search answered questions"
      hint="Only public questions that an expert answered are searched."
      search={questionSearchQuery}
      itemsOf={(data) => data.questions}
      noun={{ one: 'answered question', many: 'answered questions' }}
      show={(question) => <QuestionCard question={question} />}
    />
  );
}

function Answered() {
  const answered = useInfiniteQuery(answeredQuestionsQuery());
  if (answered.isPending) return <p>Loading answered questions…</p>;
  if (answered.error) return <p role="alert">{describeError(answered.error)}</p>;
  const all = answered.data.pages.flatMap((page) => page.questions);
  return (
    <Section title="Recently answered">
      {all.length === 0 ? (
        <p>No public questions have been answered yet.</p>
      ) : (
        <ul className="grid gap-4">
          {all.map((question) => (
            <li key={question.id}>
              <QuestionCard question={question} />
            </li>
          ))}
        </ul>
      )}
      {answered.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => void answered.fetchNextPage()}
            disabled={answered.isFetchingNextPage}
          >
            Show older answers
          </Button>
        </div>
      ) : null}
    </Section>
  );
}

/** /community/questions: ask Kinwell's experts, read their answers (decision 049). */
export default function CommunityQuestionsScreen() {
  return (
    <Page
      title="Ask an expert"
      lead="Ask a question publicly, so other families can learn from the answer too, or privately. Answers come from Kinwell’s experts and show their name and credentials."
    >
      <StandaloneLink to="/community">Back to the support groups</StandaloneLink>
      <AskForm />
      <MyQuestions />
      <SearchAnswered />
      <Answered />
    </Page>
  );
}
