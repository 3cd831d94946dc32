import { useQuery } from '@tanstack/react-query';
import { Minus, Plus, Volume2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type ActivitySettings,
  type ActivitySettingsDto,
  activitySettingsSchema,
  DIFFICULTY,
  defaultDifficulty,
  GAME_IDS,
  GAME_TITLES,
  type GameId,
  SPEECH_RATE_MAX,
  SPEECH_RATE_MIN,
} from '../../../shared/activities';
import { STAGE_LABELS, type DementiaStage } from '../../../shared/care-recipient';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import {
  activitySettingsQuery,
  useActivityMutations,
} from '../../features/activities/activities.queries';
import { recipientQuery } from '../../features/care-recipient/care-recipient.queries';
import { useCurrentCircle } from '../../features/circles/circles.queries';
import { NoCircleNotice } from '../../features/circles/join-circle';
import { FamilySequencesSection } from '../../features/games/family-sequences';
import { describeError } from '../../lib/api';

const SAMPLE = 'Hello. Shall we play a game together? Take your time; there is no hurry.';

/** Each field's message, by its path in the settings ("difficulty.word-recall", "speech.rate"). */
type FieldErrors = Partial<Record<string, string>>;

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

function SettingsForm({
  circleId,
  saved,
  stage,
}: {
  circleId: string;
  saved: ActivitySettingsDto;
  stage: DementiaStage | null;
}) {
  const [draft, setDraft] = useState<ActivitySettings>({
    difficulty: saved.difficulty,
    speech: saved.speech,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { saveSettings } = useActivityMutations(circleId);
  const { supported, voices } = useVoices();
  const rateId = useId();

  const setDifficulty = (game: GameId, value: number | null) => {
    setDraft((current) => ({ ...current, difficulty: { ...current.difficulty, [game]: value } }));
    // A changed field's old message goes; saving checks it again.
    setErrors(({ [`difficulty.${game}`]: _changed, ...others }) => others);
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

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = activitySettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await saveSettings.mutateAsync(parsed.data);
      toast({ title: 'Settings saved. The games use them from the next one played.' });
    } catch (error) {
      setServerError(describeError(error) ?? 'Please try again.');
    }
  };

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
              error={errors[`difficulty.${game}`]}
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
          error={errors['speech.voice']}
          value={draft.speech.voice ?? ''}
          onChange={(event) =>
            setDraft((current) => ({
              ...current,
              speech: { ...current.speech, voice: event.target.value || null },
            }))
          }
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
            aria-invalid={Boolean(errors['speech.rate'])}
            aria-valuetext={`${draft.speech.rate.toFixed(1)} times normal speed`}
            onChange={(event) =>
              setDraft((current) => ({
                ...current,
                speech: { ...current.speech, rate: Number(event.target.value) },
              }))
            }
            className="min-h-11 w-full max-w-md"
          />
          {errors['speech.rate'] ? (
            <p role="alert" className="text-danger font-medium">
              {errors['speech.rate']}
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

      {serverError ? (
        <p role="alert" className="text-danger font-medium">
          {serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={saveSettings.isPending}>
          {saveSettings.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

/** The games' settings: each game's difficulty (or the stage's) and the read-aloud voice. */
export default function ActivitiesSettingsScreen() {
  const { circleId } = useCurrentCircle();
  const settings = useQuery(activitySettingsQuery(circleId));
  const recipient = useQuery(recipientQuery(circleId));
  if (!circleId) {
    return (
      <Page title="Games settings">
        <NoCircleNotice />
      </Page>
    );
  }
  return (
    <Page
      wide
      title="Games settings"
      lead="Set how much each game shows and how it reads aloud. The person playing never sees these settings."
    >
      <div className="flex flex-wrap gap-3">
        <StandaloneLink to="/cognitive-activities">Back to the games</StandaloneLink>
        <StandaloneLink to="/cognitive-activities/log">Activities log</StandaloneLink>
      </div>
      {settings.error ? (
        <Notice title="The settings could not be loaded" tone="danger">
          <p>{describeError(settings.error) ?? 'Please try again.'}</p>
        </Notice>
      ) : null}
      {settings.data && recipient.isFetched ? (
        <SettingsForm
          circleId={circleId}
          saved={settings.data}
          stage={recipient.data?.stage ?? null}
        />
      ) : null}
      <FamilySequencesSection circleId={circleId} />
    </Page>
  );
}
