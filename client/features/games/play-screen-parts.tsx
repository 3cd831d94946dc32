import { Check } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ENJOYMENT,
  ENJOYMENT_LABELS,
  type Enjoyment,
  type GameId,
} from '../../../shared/activities';
import type { GameState } from '../../../shared/games';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cn } from '../../lib/cn';
import { GameButton } from './boards';
import { useRecordEnjoyment, useRecordSession } from './games.queries';

/** The parts of a game's screen around the board: its start, its Finish and its success. */

/** A game under way on the screen. */
export interface Playing {
  state: GameState;
  startedAt: string;
  /** Counts the games played on this screen, so each finished one is recorded once. */
  number: number;
}

export function StartScreen({
  oneSwitch,
  setOneSwitch,
  onPlay,
  name,
}: {
  oneSwitch: boolean;
  setOneSwitch: (on: boolean) => void;
  onPlay: () => void;
  name: string | null;
}) {
  return (
    <div className="grid gap-8">
      <GameButton
        onClick={onPlay}
        tone="main"
        className="min-h-24 w-full max-w-md justify-self-center text-3xl"
      >
        Play
      </GameButton>
      <section
        aria-labelledby="companion-start"
        className="border-border bg-muted grid gap-3 rounded-2xl border-2 p-4 text-lg"
      >
        <h2 id="companion-start" className="text-xl font-bold">
          For whoever is sitting with {name ?? 'the player'}
        </h2>
        <p>
          The game never hurries and never keeps count. If a choice is not the one, the game shows
          the answer and goes on, and after two of those in a row it becomes easier by itself.
        </p>
        <p>
          To leave, press <strong>Finish</strong> at the top, then <strong>Leave the game</strong>.
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={oneSwitch}
          onClick={() => setOneSwitch(!oneSwitch)}
          className="border-border bg-bg flex min-h-16 items-center gap-4 rounded-2xl border-2 p-3 text-left text-lg"
        >
          <span
            aria-hidden="true"
            className={cn(
              'grid size-10 shrink-0 place-items-center rounded-lg border-2',
              oneSwitch ? 'bg-accent text-accent-fg border-accent' : 'border-fg',
            )}
          >
            {oneSwitch ? <Check className="size-7" /> : null}
          </span>
          <span>
            <span className="block font-bold">One-switch mode {oneSwitch ? 'on' : 'off'}</span>
            <span className="block">
              The Space key (or a switch that sends it) moves to the next choice; Enter chooses.
              Nothing moves on by itself.
            </span>
          </span>
        </button>
      </section>
    </div>
  );
}

export function FinishButton({
  name,
  leavesTo,
  onLeave,
}: {
  name: string | null;
  leavesTo: string;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      tone="primary"
      trigger={
        <button
          type="button"
          className="border-border text-fg hover:bg-muted min-h-16 rounded-2xl border-2 px-5 text-lg font-semibold"
        >
          Finish
        </button>
      }
      title="Leave the game?"
      description={
        <p>
          For whoever is sitting with {name ?? 'the player'}: this goes back to {leavesTo}. The game
          is not saved.
        </p>
      }
      confirmLabel="Leave the game"
      onConfirm={onLeave}
    />
  );
}

export function Success({
  game,
  playing,
  circleId,
  name,
  onPlayAgain,
}: {
  game: GameId;
  playing: Playing;
  circleId: string | null;
  name: string | null;
  onPlayAgain: () => void;
}) {
  const record = useRecordSession(circleId);
  const enjoyment = useRecordEnjoyment(circleId);
  const [chosen, setChosen] = useState<Enjoyment | null>(null);
  const { mutate } = record;
  const input = useMemo(
    () => ({
      game,
      startedAt: playing.startedAt,
      endedAt: new Date().toISOString(),
      difficulty: playing.state.progress.difficulty,
      answersShown: playing.state.progress.answersShown,
      eased: playing.state.progress.eased,
    }),
    [game, playing],
  );

  // Recorded once, when the success screen shows; a failure stays with the companion's panel.
  const sent = useRef(false);
  useEffect(() => {
    if (circleId === null || sent.current) return;
    sent.current = true;
    mutate(input);
  }, [circleId, input, mutate]);

  const sessionId = record.data?.session.id;
  const choose = (answer: Enjoyment) => {
    if (!sessionId) return;
    setChosen(answer);
    enjoyment.mutate({ sessionId, enjoyment: answer });
  };

  return (
    <div className="grid gap-8">
      <GameButton
        onClick={onPlayAgain}
        tone="main"
        className="min-h-20 w-full max-w-md justify-self-center text-2xl"
      >
        Play again
      </GameButton>

      <section
        aria-labelledby="companion-done"
        className="border-border bg-muted grid gap-3 rounded-2xl border-2 p-4 text-lg"
      >
        <h2 id="companion-done" className="text-xl font-bold">
          For whoever is sitting with {name ?? 'the player'}: did {name ?? 'they'} enjoy it?
        </h2>
        {record.isError || circleId === null ? (
          <p className="text-fg-muted text-base">
            This game could not be added to the activities log just now.
          </p>
        ) : (
          <>
            <div
              className="flex flex-wrap gap-3"
              role="group"
              aria-label={`Did ${name ?? 'they'} enjoy it?`}
            >
              {ENJOYMENT.map((answer) => (
                <button
                  key={answer}
                  type="button"
                  aria-pressed={chosen === answer}
                  disabled={!sessionId || enjoyment.isPending}
                  onClick={() => choose(answer)}
                  className={cn(
                    'border-accent inline-flex min-h-16 items-center gap-2 rounded-2xl border-2 px-5 text-lg font-semibold disabled:cursor-not-allowed disabled:opacity-70',
                    chosen === answer ? 'bg-accent text-accent-fg' : 'bg-bg text-fg hover:bg-muted',
                  )}
                >
                  {chosen === answer ? <Check aria-hidden="true" className="size-5" /> : null}
                  {ENJOYMENT_LABELS[answer]}
                </button>
              ))}
            </div>
            <p className="text-fg-muted text-base" role="status">
              {enjoyment.isError
                ? 'That answer could not be saved just now.'
                : enjoyment.isSuccess
                  ? 'Thank you. It is in the activities log.'
                  : 'One tap; it is fine to skip.'}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
