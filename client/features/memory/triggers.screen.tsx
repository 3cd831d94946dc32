import { useQuery } from '@tanstack/react-query';
import { Lightbulb, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  TRIGGER_TIE_LABELS,
  TRIGGER_TIES,
  type TriggerTieKind,
} from '../../../shared/memory-triggers';
import { can } from '../../../shared/permissions';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useUser } from '../auth/auth.queries';
import { NoCircleNotice } from '../circles/join-circle.part';
import { TriggerCard } from './trigger-card';
import { TriggerForm } from './trigger-form';
import { triggerListQuery, useTriggerMutations, useTriggersLive } from './triggers.queries';

/** The memory triggers screen: everyone reads them; family members and caregivers write them. */
export default function MemoryTriggersScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const [params, setParams] = useSearchParams();
  const photoId = params.get('photoId') ?? '';
  const filterParam = params.get('tie');
  const filter = (TRIGGER_TIES as readonly string[]).includes(filterParam ?? '')
    ? (filterParam as TriggerTieKind)
    : '';
  useTriggersLive(circleId);
  const mutations = useTriggerMutations(circleId);
  const list = useQuery(triggerListQuery(circleId, { tie: filter || undefined }));
  const [editingId, setEditingId] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const mayWrite = can(user?.role, 'triggers.edit');

  if (user && !circleId) {
    return (
      <Page title="Memory triggers">
        <NoCircleNotice />
      </Page>
    );
  }
  if (!circleId) return <Page title="Memory triggers" />;

  const triggers = list.data?.triggers ?? [];
  const setFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('tie', value);
    else next.delete('tie');
    setParams(next, { replace: true });
  };
  const finishEditing = () => {
    setEditingId(null);
    requestAnimationFrame(() => listHeading.current?.focus());
  };

  return (
    <Page
      title="Memory triggers"
      lead="Conversation starters that bring back good memories, with what helps and what to avoid, so everyone who visits knows."
    >
      <p>
        <StandaloneLink to="/memory-support">Back to memory support</StandaloneLink>
      </p>
      {mayWrite ? (
        <Section title="Add a memory trigger">
          <TriggerForm
            key={photoId}
            circleId={circleId}
            initial={photoId ? { kind: 'photo', photoId } : undefined}
            mutations={mutations}
            onDone={() => undefined}
          />
        </Section>
      ) : null}

      <section className="grid gap-4" aria-labelledby="all-triggers">
        <h2 id="all-triggers" ref={listHeading} tabIndex={-1} className="text-2xl font-bold">
          All memory triggers
        </h2>
        <SelectField
          label="Show"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="max-w-md"
        >
          <option value="">All memory triggers</option>
          {TRIGGER_TIES.map((kind) => (
            <option key={kind} value={kind}>
              Tied to {TRIGGER_TIE_LABELS[kind].toLowerCase()}
            </option>
          ))}
        </SelectField>
        {list.isError ? (
          <p role="alert">
            {describeError(list.error) ?? 'We could not load the memory triggers.'}
          </p>
        ) : null}
        {list.isSuccess && triggers.length === 0 ? (
          <Notice
            title={filter ? 'None tied to this yet' : 'No memory triggers yet'}
            icon={Lightbulb}
            level={3}
          >
            <p>
              Write down what starts a good conversation: a person, a place, a song or a time in
              their life. Add what helps, and what upsets, so every visitor knows.
            </p>
          </Notice>
        ) : null}
        <ul className="grid gap-4">
          {triggers.map((trigger) => (
            <li key={trigger.id}>
              {editingId === trigger.id ? (
                <section
                  className="border-accent grid gap-3 rounded-xl border-2 p-4"
                  aria-label={`Change: ${trigger.starter}`}
                >
                  <TriggerForm
                    circleId={circleId}
                    trigger={trigger}
                    mutations={mutations}
                    onDone={finishEditing}
                    onCancel={finishEditing}
                  />
                </section>
              ) : (
                <TriggerCard
                  trigger={trigger}
                  actions={
                    trigger.canChange && mayWrite ? (
                      <>
                        <Button variant="secondary" onClick={() => setEditingId(trigger.id)}>
                          <Pencil aria-hidden className="h-5 w-5" />
                          Change<span className="sr-only"> {trigger.starter}</span>
                        </Button>
                        <ConfirmDialog
                          trigger={
                            <Button variant="ghost">
                              <Trash2 aria-hidden className="h-5 w-5" />
                              Remove<span className="sr-only"> {trigger.starter}</span>
                            </Button>
                          }
                          title="Remove this memory trigger?"
                          description={<p>“{trigger.starter}” will be gone for everyone.</p>}
                          confirmLabel="Remove"
                          onConfirm={() =>
                            mutations.removeTrigger.mutate(trigger.id, {
                              onSuccess: () => {
                                toast({ title: 'Memory trigger removed.' });
                                listHeading.current?.focus();
                              },
                              onError: (e) =>
                                toast({ title: describeError(e) ?? 'Please try again.' }),
                            })
                          }
                        />
                      </>
                    ) : null
                  }
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
