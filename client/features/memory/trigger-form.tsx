import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { personLabel, photoNames } from '../../../shared/memory-photos';
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
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { musicQuery } from './music.queries';
import { memoryPeopleQuery, photoListQuery } from './photos.queries';
import type { TriggerMutations } from './triggers.queries';

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
export function TriggerForm({
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
  mutations: TriggerMutations;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<FormValues>(
    trigger ? valuesOf(trigger) : { ...EMPTY, ...initial },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  // What the server refused (or a lost connection): the form's alert, below its fields.
  const [refusal, setRefusal] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const photos = useQuery({ ...photoListQuery(circleId, {}), enabled: values.kind === 'photo' });
  const photoNameList = photoNames(photos.data?.photos ?? []);
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
    setRefusal(undefined);
    const options = {
      onSuccess: () => {
        toast({ title: trigger ? 'Memory trigger saved.' : 'Memory trigger added.' });
        if (!trigger) setValues({ ...EMPTY });
        onDone();
      },
      onError: (e: unknown) => setRefusal(describeError(e) ?? 'Please try again.'),
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
          {(photos.data?.photos ?? []).map((photo, index) => (
            <option key={photo.id} value={photo.id}>
              {photoNameList[index]}
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
      <FormAlert message={refusal} />
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
