import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { personLabel, photoNames } from '../../../shared/memory-photos';
import {
  decadeLabel,
  TRIGGER_FIRST_DECADE,
  TRIGGER_LAST_DECADE,
  TRIGGER_TIE_LABELS,
  TRIGGER_TIES,
  type Trigger,
  type TriggerInput,
  type TriggerTieInput,
  type TriggerTieKind,
} from '../../../shared/memory-triggers';
import { memoryTriggersApi } from '../../../shared/memory-triggers.contract';
import { CATALOGUE } from '../../../shared/music-catalogue';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { musicQuery } from './music.queries';
import { memoryPeopleQuery, photoListQuery } from './photos.queries';
import type { TriggerMutations } from './triggers.queries';

const DECADES = Array.from(
  { length: (TRIGGER_LAST_DECADE - TRIGGER_FIRST_DECADE) / 10 + 1 },
  (_, i) => TRIGGER_FIRST_DECADE + i * 10,
);

/** What the form holds: the tie's every choice side by side, the chosen one sent. */
interface TieDraft {
  kind: TriggerTieKind;
  photoId: string;
  personId: string;
  place: string;
  /** `family:<id>` or `catalogue:<id>`. */
  song: string;
  decade: string;
}
interface TriggerDraft {
  starter: string;
  helps: string;
  avoid: string;
  tie: TieDraft;
}

const EMPTY_TIE: TieDraft = {
  kind: 'none',
  photoId: '',
  personId: '',
  place: '',
  song: '',
  decade: '',
};

function draftOf(trigger: Trigger): TriggerDraft {
  const { tie } = trigger;
  return {
    starter: trigger.starter,
    helps: trigger.helps ?? '',
    avoid: trigger.avoid ?? '',
    tie: {
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
    },
  };
}

function tieOf(tie: TieDraft): TriggerTieInput {
  switch (tie.kind) {
    case 'none':
      return { kind: 'none' };
    case 'photo':
      return { kind: 'photo', photoId: tie.photoId };
    case 'person':
      return { kind: 'person', personId: tie.personId };
    case 'place':
      return { kind: 'place', place: tie.place };
    case 'song': {
      const [source, id = ''] = tie.song.split(/:(.*)/s);
      return source === 'family'
        ? { kind: 'song', familySongId: id }
        : { kind: 'song', catalogueId: id || null };
    }
    case 'era':
      return { kind: 'era', decade: tie.decade ? Number(tie.decade) : Number.NaN };
  }
}

const toBody = ({ tie, ...texts }: TriggerDraft): TriggerInput => ({ ...texts, tie: tieOf(tie) });

/** The words of what is wrong with the tie: one choice shows at a time, so one message does. */
function tieMessage(errors: object | undefined): string | undefined {
  return Object.values(errors ?? {})
    .map((error: { message?: unknown } | undefined) => error?.message)
    .find((message): message is string => typeof message === 'string');
}

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
  initial?: Partial<TieDraft>;
  mutations: TriggerMutations;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const {
    register,
    submit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(memoryTriggersApi.add, {
    defaultValues: trigger
      ? draftOf(trigger)
      : { starter: '', helps: '', avoid: '', tie: { ...EMPTY_TIE, ...initial } },
    toBody,
  });
  const kind = useWatch({ control, name: 'tie.kind' });
  const tieError = tieMessage(errors.tie);
  const formRef = useRef<HTMLFormElement>(null);
  const photos = useQuery({ ...photoListQuery(circleId, {}), enabled: kind === 'photo' });
  const photoNameList = photoNames(photos.data?.photos ?? []);
  const people = useQuery({ ...memoryPeopleQuery(circleId), enabled: kind === 'person' });
  const music = useQuery({ ...musicQuery(circleId), enabled: kind === 'song' });
  useEffect(() => {
    if (trigger) formRef.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [trigger]);

  const handleSubmit = submit(async (input) => {
    if (trigger) await mutations.changeTrigger.mutateAsync({ id: trigger.id, input });
    else await mutations.addTrigger.mutateAsync(input);
    toast({ title: trigger ? 'Memory trigger saved.' : 'Memory trigger added.' });
    if (!trigger) reset({ starter: '', helps: '', avoid: '', tie: EMPTY_TIE });
    onDone();
  });

  const ownSongs = music.data?.ownSongs ?? [];
  return (
    <form ref={formRef} onSubmit={handleSubmit} className="grid gap-4" noValidate>
      <TextAreaField
        label="Conversation starter"
        hint="For example: Ask about dancing at the Palladium."
        error={errors.starter?.message}
        {...register('starter')}
        rows={2}
      />
      <TextAreaField
        label="What helps (optional)"
        hint="For example: Put on some big band music first."
        error={errors.helps?.message}
        {...register('helps')}
      />
      <TextAreaField
        label="What to avoid (optional)"
        hint="For example: Don’t say her husband has died — talk about their wedding instead."
        error={errors.avoid?.message}
        {...register('avoid')}
      />
      <SelectField label="Tied to" {...register('tie.kind')}>
        {TRIGGER_TIES.map((kind) => (
          <option key={kind} value={kind}>
            {TRIGGER_TIE_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      {kind === 'photo' ? (
        <SelectField label="Which photo" error={tieError} {...register('tie.photoId')}>
          <option value="">Choose a photo</option>
          {(photos.data?.photos ?? []).map((photo, index) => (
            <option key={photo.id} value={photo.id}>
              {photoNameList[index]}
            </option>
          ))}
        </SelectField>
      ) : null}
      {kind === 'person' ? (
        <SelectField
          label="Which person"
          hint="From the people in the family’s photos."
          error={tieError}
          {...register('tie.personId')}
        >
          <option value="">Choose a person</option>
          {(people.data?.people ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {personLabel(person)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {kind === 'place' ? (
        <TextField
          label="Which place"
          error={tieError}
          {...register('tie.place')}
          autoComplete="off"
        />
      ) : null}
      {kind === 'song' ? (
        <SelectField label="Which song" error={tieError} {...register('tie.song')}>
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
      {kind === 'era' ? (
        <SelectField label="Which decade" error={tieError} {...register('tie.decade')}>
          <option value="">Choose a decade</option>
          {DECADES.map((decade) => (
            <option key={decade} value={decade}>
              {decadeLabel(decade)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
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
