import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BODY_MAX } from '../../../shared/community';
import type { QuestionModerationInput, StaffQuestion } from '../../../shared/community-questions';
import { communityQuestionsApi } from '../../../shared/community-questions.contract';
import { type Staff, staffMay } from '../../../shared/staff';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert, TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { formatWhen } from './community-parts';
import { PostText } from './post-text';
import { expertLabel, STATUS_LABELS } from './question-parts';
import { staffQuestionsQuery, useQuestionMutations } from './questions.queries';
import { StaffConsole } from '../staff/staff-console.part';

function AnswerForm({ question }: { question: StaffQuestion }) {
  const { answer } = useQuestionMutations();
  const {
    register,
    submit,
    reset,
    formState: { errors },
  } = useContractForm(communityQuestionsApi.answer, { defaultValues: { body: '' } });
  const handleSend = submit(async ({ body }) => {
    await answer.mutateAsync({ id: question.id, body });
    reset();
    toast({ title: 'Answer sent. The person who asked is told.', variant: 'success' });
  });
  return (
    <form className="grid gap-3" noValidate onSubmit={handleSend}>
      <TextAreaField
        label={`Your answer to “${question.title}”`}
        hint="Members see your name and credentials with it. General guidance, not a diagnosis."
        rows={6}
        maxLength={BODY_MAX}
        error={errors.body?.message}
        {...register('body')}
      />
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={answer.isPending}>
          Send answer
        </Button>
      </div>
    </form>
  );
}

function Moderate({
  kind,
  id,
  isHidden,
  isUrgent = false,
  label,
}: {
  kind: 'question' | 'answer';
  id: string;
  isHidden: boolean;
  isUrgent?: boolean;
  label: string;
}) {
  const { moderate } = useQuestionMutations();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const act = (action: QuestionModerationInput['action']) =>
    moderate.mutate(
      { kind, id, input: { action, note } },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: 'Done. It is recorded.', variant: 'success' });
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  return (
    <div className="grid gap-2">
      <TextAreaField
        label={`Moderator’s note on this ${label}${kind === 'question' ? ' (the person who asked is told)' : ''}`}
        value={note}
        error={error}
        maxLength={1000}
        rows={2}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        {isHidden ? (
          <Button onClick={() => act('restore')} disabled={moderate.isPending}>
            Restore {label}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => act('hide')} disabled={moderate.isPending}>
            Hide {label}
          </Button>
        )}
        {isUrgent ? (
          <Button variant="secondary" onClick={() => act('dismiss')} disabled={moderate.isPending}>
            Looked at: no change
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Item({ question, staff }: { question: StaffQuestion; staff: Staff }) {
  const mayAnswer = staffMay(staff.role, 'community.answer');
  const mayModerate = staffMay(staff.role, 'community.moderate');
  return (
    <Card className={cn('grid gap-3', question.isUrgent && 'border-danger')}>
      <h2 className="text-xl font-bold break-words">
        {question.isUrgent ? <span className="text-danger">Urgent: crisis language. </span> : null}
        {question.title}
      </h2>
      <p className="text-fg-muted">
        Asked {formatWhen(question.createdAt)} ·{' '}
        {question.visibility === 'private' ? 'Private: only staff and the asker' : 'Public'} ·{' '}
        {STATUS_LABELS[question.status]}
        {question.isHidden ? ' · Hidden' : ''}
      </p>
      <p>
        Asked by {question.asker.communityName}
        {question.asker.accountName ? ` (account: ${question.asker.accountName})` : ''}
        {question.asker.isAnonymous ? ', anonymously: members see “Anonymous caregiver”' : ''}.
      </p>
      <div className="border-border rounded-lg border-2 p-3">
        <PostText text={question.body} />
      </div>
      {question.answers.length > 0 ? (
        <ul className="grid gap-3">
          {question.answers.map((answer) => (
            <li key={answer.id} className="border-primary grid gap-2 border-l-8 pl-3">
              <p className="font-semibold">
                {expertLabel(answer.expert)} · {formatWhen(answer.createdAt)}
                {answer.moderation.isHidden ? ' · Hidden' : ''}
              </p>
              <PostText text={answer.body} />
              {mayModerate ? (
                <Moderate
                  kind="answer"
                  id={answer.id}
                  isHidden={answer.moderation.isHidden}
                  label="answer"
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {mayAnswer && !question.isHidden ? <AnswerForm question={question} /> : null}
      {mayModerate ? (
        <Moderate
          kind="question"
          id={question.id}
          isHidden={question.isHidden}
          isUrgent={question.isUrgent}
          label="question"
        />
      ) : null}
    </Card>
  );
}

function Questions({ staff }: { staff: Staff }) {
  const [view, setView] = useState<'waiting' | 'answered'>('waiting');
  const { data, error, isPending } = useQuery(staffQuestionsQuery(view));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Which questions">
        {(
          [
            ['waiting', 'Waiting for an answer'],
            ['answered', 'Answered'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            variant={view === value ? 'primary' : 'secondary'}
            aria-pressed={view === value}
            onClick={() => setView(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {isPending ? (
        <p>Loading the questions…</p>
      ) : error || !data ? (
        <p role="alert">{describeError(error)}</p>
      ) : data.questions.length === 0 ? (
        <p className="text-lg">
          {view === 'waiting' ? 'No question is waiting. Thank you.' : 'Nothing answered yet.'}
        </p>
      ) : (
        <ul className="grid gap-4">
          {data.questions.map((question) => (
            <li key={question.id}>
              <Item question={question} staff={staff} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /staff/questions: experts answer, oldest first; moderators look after questions (decision 049). */
export default function StaffQuestionsScreen() {
  return (
    <StaffConsole
      title="Expert questions"
      right="community.questions"
      lead="The oldest question waiting comes first. You see who asked, even anonymous and private questions; members never do. Every answer and action is recorded."
    >
      {(staff) => <Questions staff={staff} />}
    </StaffConsole>
  );
}
