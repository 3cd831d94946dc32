import { useQuery } from '@tanstack/react-query';
import { Lightbulb, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { personLabel } from '../../../shared/memory-photos';
import {
  decadeLabel,
  TRIGGER_FIRST_DECADE,
  TRIGGER_LAST_DECADE,
  TRIGGER_NOTE_MAX,
  TRIGGER_STARTER_MAX,
  TRIGGER_TIE_LABELS,
  TRIGGER_TIES,
  type Trigger,
  type TriggerInput,
  triggerInputSchema,
  type TriggerTieInput,
  type TriggerTieKind,
} from '../../../shared/memory-triggers';
import { CATALOGUE } from '../../../shared/music-catalogue';
import { can } from '../../../shared/permissions';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../../features/auth/auth.queries';
import { NoCircleNotice } from '../../features/circles/join-circle';
import { musicQuery } from '../../features/memory/music.queries';
import { memoryPeopleQuery, photoListQuery } from '../../features/memory/photos.queries';
import { TriggerCard } from '../../features/memory/trigger-card';
import {
  triggerListQuery,
  useTriggerMutations,
  useTriggersLive,
} from '../../features/memory/triggers.queries';
import { describeError } from '../../lib/api';

type Mutations = ReturnType<typeof useTriggerMutations>;

const DECADES = Array.from(
  { length: (TRIGGER_LAST_DECADE - TRIGGER_FIRST_DECADE) / 10 + 1 },
  (_, i) => TRIGGER_FIRST_DECADE + i * 10,
);

interface FormValues {
  starter: string;
  helps: string;
  avoid: string;
  kind: TriggerTieKind;
  photoId: string;
  personId: string;
  place: string;
  /** `family:<id>` or `catalogue:<id>`. */
  song: string;
  decade: string;
}
type FieldErrors = Partial<Record<'starter' | 'helps' | 'avoid' | 'tie', string>>;

const EMPTY: FormValues = {
  starter: '',
  helps: '',
  avoid: '',
  kind: 'none',
  photoId: '',
  personId: '',
  place: '',
  song: '',
  decade: '',
};

function valuesOf(trigger: Trigger): FormValues {
  const { tie } = trigger;
  return {
    starter: trigger.starter,
    helps: trigger.helps ?? '',
    avoid: trigger.avoid ?? '',
    kind: tie.kind,
    photoId: tie.photoId ?? '',
    personId: tie.personId ?? '',
    place: tie.place ?? '',
    song: tie.familySongId
      ? `family:${tie.familySongId}`
      : tie.catalogueId
        ? `catalogue:${tie.catalogueId}`
        : '',
    decade: tie.decade === null ? '' : String(tie.decade),
  };
}

function tieOf(values: FormValues): TriggerTieInput {
  switch (values.kind) {
    case 'none':
      return { kind: 'none' };
    case 'photo':
      return { kind: 'photo', photoId: values.photoId };
    case 'person':
      return { kind: 'person', personId: values.personId };
    case 'place':
      return { kind: 'place', place: values.place };
    case 'song': {
      const [source, id = ''] = values.song.split(/:(.*)/s);
      return source === 'family'
        ? { kind: 'song', familySongId: id }
        : { kind: 'song', catalogueId: id || null };
    }
    case 'era':
      return { kind: 'era', decade: values.decade ? Number(values.decade) : Number.NaN };
  }
}

const TIE_ERRORS: Partial<Record<TriggerTieKind, string>> = {
  photo: 'Please choose a photo from the list',
  person: 'Please choose a person from the list',
};

/** Adding or changing one trigger. */
function TriggerForm({
  circleId,
  trigger,
  initial,
  mutations,
  onDone,
  onCancel,
}: {
  circleId: string;
  trigger?: Trigger;
  initial?: Partial<FormValues>;
  mutations: Mutations;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<FormValues>(
    trigger ? valuesOf(trigger) : { ...EMPTY, ...initial },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const photos = useQuery({ ...photoListQuery(circleId, {}), enabled: values.kind === 'photo' });
  const people = useQuery({ ...memoryPeopleQuery(circleId), enabled: values.kind === 'person' });
  const music = useQuery({ ...musicQuery(circleId), enabled: values.kind === 'song' });
  useEffect(() => {
    if (trigger) formRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [trigger]);

  const set =
    (field: keyof FormValues) =>
    (event: { target: { value: string } }): void =>
      setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: TriggerInput = {
      starter: values.starter,
      helps: values.helps,
      avoid: values.avoid,
      tie: tieOf(values),
    };
    const parsed = triggerInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??=
          field === 'tie' ? (TIE_ERRORS[values.kind] ?? issue.message) : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const options = {
      onSuccess: () => {
        toast({ title: trigger ? 'Memory trigger saved.' : 'Memory trigger added.' });
        if (!trigger) setValues({ ...EMPTY });
        onDone();
      },
      onError: (e: unknown) => setErrors({ starter: describeError(e) }),
    };
    if (trigger) mutations.changeTrigger.mutate({ id: trigger.id, input }, options);
    else mutations.addTrigger.mutate(input, options);
  };

  const ownSongs = music.data?.ownSongs ?? [];
  const busy = mutations.addTrigger.isPending || mutations.changeTrigger.isPending;
  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4" noValidate>
      <TextAreaField
        label="Conversation starter"
        hint="For example: Ask about dancing at the Palladium."
        value={values.starter}
        error={errors.starter}
        onChange={set('starter')}
        maxLength={TRIGGER_STARTER_MAX}
        rows={2}
      />
      <TextAreaField
        label="What helps (optional)"
        hint="For example: Put on some big band music first."
        value={values.helps}
        error={errors.helps}
        onChange={set('helps')}
        maxLength={TRIGGER_NOTE_MAX}
      />
      <TextAreaField
        label="What to avoid (optional)"
        hint="For example: Don’t say her husband has died — talk about their wedding instead."
        value={values.avoid}
        error={errors.avoid}
        onChange={set('avoid')}
        maxLength={TRIGGER_NOTE_MAX}
      />
      <SelectField label="Tied to" value={values.kind} onChange={set('kind')}>
        {TRIGGER_TIES.map((kind) => (
          <option key={kind} value={kind}>
            {TRIGGER_TIE_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      {values.kind === 'photo' ? (
        <SelectField
          label="Which photo"
          value={values.photoId}
          error={errors.tie}
          onChange={set('photoId')}
        >
          <option value="">Choose a photo</option>
          {(photos.data?.photos ?? []).map((photo) => (
            <option key={photo.id} value={photo.id}>
              {photo.caption ?? `A photo added by ${photo.addedBy.name}`}
            </option>
          ))}
        </SelectField>
      ) : null}
      {values.kind === 'person' ? (
        <SelectField
          label="Which person"
          hint="From the people in the family’s photos."
          value={values.personId}
          error={errors.tie}
          onChange={set('personId')}
        >
          <option value="">Choose a person</option>
          {(people.data?.people ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {personLabel(person)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {values.kind === 'place' ? (
        <TextField
          label="Which place"
          value={values.place}
          error={errors.tie}
          onChange={set('place')}
          autoComplete="off"
        />
      ) : null}
      {values.kind === 'song' ? (
        <SelectField
          label="Which song"
          value={values.song}
          error={errors.tie}
          onChange={set('song')}
        >
          <option value="">Choose a song</option>
          {ownSongs.length ? (
            <optgroup label="The family’s songs">
              {ownSongs.map((song) => (
                <option key={song.id} value={`family:${song.id}`}>
                  {song.title} — {song.artist}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label="Songs from 1940 to 1990">
            {CATALOGUE.map((song) => (
              <option key={song.id} value={`catalogue:${song.id}`}>
                {song.title} — {song.artist}, {song.year}
              </option>
            ))}
          </optgroup>
        </SelectField>
      ) : null}
      {values.kind === 'era' ? (
        <SelectField
          label="Which decade"
          value={values.decade}
          error={errors.tie}
          onChange={set('decade')}
        >
          <option value="">Choose a decade</option>
          {DECADES.map((decade) => (
            <option key={decade} value={decade}>
              {decadeLabel(decade)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {trigger ? 'Save changes' : 'Add memory trigger'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

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
