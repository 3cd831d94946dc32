import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import {
  FAMILY_SEQUENCE_MAX_STEPS,
  FAMILY_SEQUENCE_MIN_STEPS,
  type FamilySequence,
  type FamilySequenceInput,
  type GamePictureSet,
} from '../../../shared/activities-family';
import { activitiesApi } from '../../../shared/activities.contract';
import { photoAlt, photoLabels } from '../../../shared/games/family';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { activities } from '../activities/activities.queries';
import { gamePicturesQuery } from './games.queries';

/**
 * Caregivers make sequence memory's routines from the family's own photos (decision 056): a title
 * and three to six photos in order, with a few words for each step.
 */
export function FamilySequencesSection({ circleId }: { circleId: string }) {
  const queryClient = useQueryClient();
  const pictures = useQuery(gamePicturesQuery(circleId));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: gamePicturesQuery(circleId).queryKey });
  const remove = useMutation({
    mutationFn: async (sequence: FamilySequence) => {
      await activities.removeSequence({ params: { circleId, sequenceId: sequence.id } });
      return sequence;
    },
    onSuccess: async (sequence) => {
      toast({ title: `“${sequence.title}” removed. Its photos stay in Memory Support.` });
      await refresh();
    },
    onError: (error) => toast({ title: describeError(error) ?? 'Please try again.' }),
  });
  const photos = pictures.data?.photos ?? [];
  const sequences = pictures.data?.sequences ?? [];

  return (
    <Section
      title="Sequences from your photos"
      intro="Sequence memory also plays routines you make from the family’s photos, like making Sunday pancakes: three to six photos in order, with a few words for each step."
    >
      {pictures.error ? (
        <Notice title="The family’s photos could not be loaded" tone="danger">
          <p>{describeError(pictures.error) ?? 'Please try again.'}</p>
        </Notice>
      ) : null}
      {sequences.length ? (
        <ul className="grid gap-3" aria-label="Your sequences">
          {sequences.map((sequence) => (
            <li
              key={sequence.id}
              className="border-border flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
            >
              <div className="grid gap-1">
                <h3 className="text-lg font-bold">{sequence.title}</h3>
                <p>
                  {sequence.steps.map((step) => step.label).join(' → ')}
                  {sequence.playable
                    ? ''
                    : '. Some of its photos were removed: it needs three steps to play.'}
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate(sequence)}
              >
                Remove<span className="sr-only"> “{sequence.title}”</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {pictures.data && photos.length < FAMILY_SEQUENCE_MIN_STEPS ? (
        <p>
          Add at least {FAMILY_SEQUENCE_MIN_STEPS} photos to make a sequence.{' '}
          <StandaloneLink to="/memory-support/photos">Add photos in Memory Support</StandaloneLink>
        </p>
      ) : null}
      {pictures.data && photos.length >= FAMILY_SEQUENCE_MIN_STEPS ? (
        <SequenceForm circleId={circleId} set={pictures.data} onSaved={refresh} />
      ) : null}
    </Section>
  );
}

function SequenceForm({
  circleId,
  set,
  onSaved,
}: {
  circleId: string;
  set: GamePictureSet;
  onSaved: () => Promise<void>;
}) {
  const save = useMutation({
    mutationFn: (input: FamilySequenceInput) =>
      activities.addSequence({ params: { circleId }, body: input }),
  });
  const {
    register,
    submit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useContractForm(activitiesApi.addSequence, { defaultValues: { title: '', steps: [] } });
  const { fields: steps, append, remove } = useFieldArray({ control, name: 'steps' });
  const toggle = (photoId: string) => {
    const at = steps.findIndex((step) => step.photoId === photoId);
    if (at >= 0) remove(at);
    else if (steps.length < FAMILY_SEQUENCE_MAX_STEPS) append({ photoId, label: '' });
  };
  // One message at a time, the first thing to put right, in the form's one alert.
  const error =
    errors.title?.message ??
    errors.steps?.message ??
    errors.steps?.root?.message ??
    errors.steps?.find?.((step) => step?.label?.message)?.label?.message ??
    errors.root?.message;
  const handleSubmit = submit(async (input) => {
    const { sequence } = await save.mutateAsync(input);
    toast({ title: `“${sequence.title}” is ready to play in sequence memory.` });
    reset();
    await onSaved();
  });
  const byId = new Map(set.photos.map((photo) => [photo.id, photo]));
  const names = photoLabels(set.photos);

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <h3 className="text-lg font-bold">Make a sequence</h3>
      <TextField
        label="Title"
        hint="As you would say it: “Making Sunday pancakes”."
        {...register('title')}
      />
      <fieldset className="grid gap-2">
        <legend className="font-semibold">
          Choose the photos in the order they happen ({steps.length} of at most{' '}
          {FAMILY_SEQUENCE_MAX_STEPS})
        </legend>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {set.photos.map((photo, index) => {
            const position = steps.findIndex((s) => s.photoId === photo.id);
            const chosen = position >= 0;
            return (
              <li key={photo.id} className="grid">
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => toggle(photo.id)}
                  className={cn(
                    'border-border grid min-h-16 justify-items-center gap-1 rounded-xl border-2 p-2 text-left',
                    chosen && 'border-accent bg-muted',
                  )}
                >
                  <img
                    src={photo.thumbnailUrl}
                    alt={photoAlt(photo, names[index]!)}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <span className="flex items-center gap-1">
                    {chosen ? (
                      <>
                        <Check aria-hidden="true" className="size-5" /> Step {position + 1}
                      </>
                    ) : (
                      names[index]
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {steps.length ? (
        <ol className="grid gap-3">
          {steps.map((step, index) => {
            const photo = byId.get(step.photoId);
            return (
              <li key={step.id} className="flex items-end gap-3">
                {photo ? (
                  <img
                    src={photo.thumbnailUrl}
                    alt=""
                    className="size-16 rounded-lg object-cover"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <TextField
                    label={`Step ${index + 1}: what happens`}
                    {...register(`steps.${index}.label`)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger font-semibold">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        Save the sequence
      </Button>
    </form>
  );
}
