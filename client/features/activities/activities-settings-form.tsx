import { Minus, Plus, Volume2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  type ActivitySettingsDto,
  DIFFICULTY,
  defaultDifficulty,
  GAME_IDS,
  GAME_TITLES,
  type GameId,
  SPEECH_RATE_MAX,
  SPEECH_RATE_MIN,
} from '../../../shared/activities';
import { activitiesApi } from '../../../shared/activities.contract';
import { STAGE_LABELS, type DementiaStage } from '../../../shared/care-recipient';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractForm } from '../../lib/use-contract-form';
import { useActivityMutations } from './activities.queries';

const SAMPLE = 'Hello. Shall we play a game together? Take your time; there is no hurry.';

/** The voices this browser can read aloud with, once it has loaded them (none without speech). */
function useVoices(): { supported: boolean; voices: SpeechSynthesisVoice[] } {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() =>
    supported ? window.speechSynthesis.getVoices() : [],
  );
  useEffect(() => {
    if (!supported) return;
    const update = () => setVoices(window.speechSynthesis.getVoices());
    update();
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, [supported]);
  return { supported, voices };
}

function DifficultyField({
  game,
  value,
  stage,
  error,
  onChange,
}: {
  game: GameId;
  value: number | null;
  stage: DementiaStage | null;
  error: string | undefined;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  const range = DIFFICULTY[game];
  const fromStage = defaultDifficulty(game, stage);
  const follows = value === null;
  const shown = value ?? fromStage;
  const errorId = `${id}-error`;
  return (
    <fieldset className="border-border grid gap-3 rounded-xl border p-4" data-game={game}>
      <legend className="px-1 text-xl font-bold">{GAME_TITLES[game]}</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-6 w-6"
          checked={follows}
          onChange={(event) => onChange(event.target.checked ? null : fromStage)}
        />
        <span>
          Follow the stage (now {fromStage} {range.unit})
        </span>
      </label>
      <div className="grid gap-1">
        <label htmlFor={id} className="font-semibold">
          How many {range.unit} ({range.min} to {range.max})
        </label>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            disabled={follows || shown <= range.min}
            onClick={() => onChange(Math.max(range.min, shown - 1))}
            aria-label={`Fewer ${range.unit} for ${GAME_TITLES[game]}`}
          >
            <Minus aria-hidden="true" className="h-5 w-5" />
          </Button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            disabled={follows}
            value={shown}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) =>
              onChange(event.target.value === '' ? fromStage : Number(event.target.value))
            }
            className="border-border bg-bg text-fg aria-[invalid=true]:border-danger block min-h-12 w-20 rounded-lg border-2 px-3 py-2 text-center text-lg disabled:opacity-70"
          />
          <Button
            variant="secondary"
            disabled={follows || shown >= range.max}
            onClick={() => onChange(Math.min(range.max, shown + 1))}
            aria-label={`More ${range.unit} for ${GAME_TITLES[game]}`}
          >
            <Plus aria-hidden="true" className="h-5 w-5" />
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-danger font-medium">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Each game's difficulty and the read-aloud voice, checked with the endpoint's own schema. */
export function SettingsForm({
  circleId,
  saved,
  stage,
}: {
  circleId: string;
  saved: ActivitySettingsDto;
  stage: DementiaStage | null;
}) {
  const {
    watch,
    setValue,
    clearErrors,
    submit,
    formState: { errors },
  } = useContractForm(activitiesApi.saveSettings, {
    defaultValues: { difficulty: saved.difficulty, speech: saved.speech },
  });
  const draft = watch();
  const { saveSettings } = useActivityMutations(circleId);
  const { supported, voices } = useVoices();
  const rateId = useId();

  const setDifficulty = (game: GameId, value: number | null) => {
    setValue(`difficulty.${game}`, value);
    // A changed field's old message goes; saving checks it again.
    clearErrors(`difficulty.${game}`);
  };

  const tryIt = () => {
    if (!supported) return;
    const utterance = new SpeechSynthesisUtterance(SAMPLE);
    const voice = voices.find((candidate) => candidate.name === draft.speech.voice);
    if (voice) utterance.voice = voice;
    utterance.rate = draft.speech.rate;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  };

  const handleSubmit = submit(async (settings) => {
    await saveSettings.mutateAsync(settings);
    toast({ title: 'Settings saved. The games use them from the next one played.' });
  });

  const storedVoiceMissing =
    draft.speech.voice !== null && !voices.some((voice) => voice.name === draft.speech.voice);
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-6">
      <Section
        title="How much each game shows"
        intro={
          stage
            ? `Until you choose, each game follows the stage in the profile (${STAGE_LABELS[stage].toLowerCase()}). Fewer is easier.`
            : 'Until you choose, each game uses a middle setting, because no stage is set in the profile. Fewer is easier.'
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          {GAME_IDS.map((game) => (
            <DifficultyField
              key={game}
              game={game}
              value={draft.difficulty[game]}
              stage={stage}
              error={errors.difficulty?.[game]?.message}
              onChange={(value) => setDifficulty(game, value)}
            />
          ))}
        </div>
      </Section>

      <Section
        title="Reading aloud"
        intro="The games read their words aloud when someone taps the speaker. Choose a voice that is easy for them to follow."
      >
        <SelectField
          label="Voice"
          hint={
            supported
              ? 'The voices this device offers. Other phones and tablets may offer others; they use their own default when this one is missing.'
              : 'This browser cannot read aloud, so only its default is offered.'
          }
          error={errors.speech?.voice?.message}
          value={draft.speech.voice ?? ''}
          onChange={(event) => setValue('speech.voice', event.target.value || null)}
        >
          <option value="">Browser’s default</option>
          {storedVoiceMissing ? (
            <option value={draft.speech.voice ?? ''}>
              {draft.speech.voice} (not on this device)
            </option>
          ) : null}
          {voices.map((voice) => (
            <option key={voice.voiceURI} value={voice.name}>
              {voice.name} ({voice.lang})
            </option>
          ))}
        </SelectField>
        <div className="grid gap-1">
          <label htmlFor={rateId} className="font-semibold">
            Speed: {draft.speech.rate.toFixed(1)}
            {draft.speech.rate === 1
              ? ' (normal)'
              : draft.speech.rate < 1
                ? ' (slower)'
                : ' (faster)'}
          </label>
          <input
            id={rateId}
            type="range"
            min={SPEECH_RATE_MIN}
            max={SPEECH_RATE_MAX}
            step={0.1}
            value={draft.speech.rate}
            aria-invalid={Boolean(errors.speech?.rate)}
            aria-valuetext={`${draft.speech.rate.toFixed(1)} times normal speed`}
            onChange={(event) => setValue('speech.rate', Number(event.target.value))}
            className="min-h-11 w-full max-w-md"
          />
          {errors.speech?.rate ? (
            <p role="alert" className="text-danger font-medium">
              {errors.speech.rate.message}
            </p>
          ) : null}
        </div>
        <div>
          <Button variant="secondary" onClick={tryIt} disabled={!supported}>
            <Volume2 aria-hidden="true" className="h-5 w-5" />
            Try it
          </Button>
        </div>
      </Section>

      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={saveSettings.isPending}>
          {saveSettings.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
