import { useQuery } from '@tanstack/react-query';
import { Volume2 } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GAME_TITLES, type GameId } from '../../../shared/activities';
import {
  actGame,
  type GameAction,
  type GameState,
  isFinished,
  startGame,
} from '../../../shared/games';
import { SEQUENCES } from '../../../shared/games/catalog';
import { firstName } from '../../../shared/games/common';
import { familyGameSequence, familyMatching, familyNaming } from '../../../shared/games/family';
import { nextRandom } from '../../../shared/games/random';
import { PRODUCT_NAME } from '../../../shared/product';
import { useUser } from '../auth/auth.queries';
import { recipientQuery } from '../care-recipient/care-recipient.queries';
import { Board, GameButton } from './boards';
import { describe, GAME_INVITATIONS } from './describe.part';
import type { GamePictureSet } from '../../../shared/activities-family';
import { useGamePictures, useGameSettings } from './games.queries';
import { useKeptForOfflinePlay } from './offline-play.part';
import { FinishButton, type Playing, StartScreen, Success } from './play-screen-parts';
import { useScanning } from './scanning';
import { useSpeech } from '../../lib/speech';

/** The longest Play waits for the family's first answers before dealing with what is known. */
export const PLAY_WAITS_MS = 3000;

const ONE_SWITCH_KEY = 'kinwell.games.oneSwitch';

function useOneSwitch(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return window.localStorage.getItem(ONE_SWITCH_KEY) === 'on';
    } catch {
      return false;
    }
  });
  const set = (next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(ONE_SWITCH_KEY, next ? 'on' : 'off');
    } catch {
      // A browser that keeps nothing still plays; the setting lasts for this visit.
    }
  };
  return [on, set];
}

/**
 * A game, full screen: the start screen (with the companion's one-switch setting), the board,
 * and the success screen with the companion's one question. Nothing counts down, keeps score or
 * says "wrong"; the family's settings and log never hold the game up: Play waits at most
 * `PLAY_WAITS_MS` for the family's first answers (name, difficulty, photos) still on their way.
 */
export function PlayScreen({
  game,
  seed: firstSeed,
  onLeave,
  leavesTo = 'the activities page',
}: {
  game: GameId;
  seed: number;
  /** Where "Leave the game" goes: the activities page unless the person's view says otherwise. */
  onLeave?: () => void;
  /** Where that is, in the companion's words: "Dad's view". */
  leavesTo?: string;
}) {
  const navigate = useNavigate();
  const { user, isPending: userPending } = useUser();
  const circleId = user?.circleId ?? null;
  const { data: recipient, isLoading: recipientLoading } = useQuery({
    ...recipientQuery(circleId),
    retry: false,
  });
  const settings = useGameSettings(circleId, game, recipient?.stage);
  const { data: family, loading: familyLoading } = useGamePictures(circleId);
  const familyAnswering = userPending || recipientLoading || settings.loading || familyLoading;
  const [playPressed, setPlayPressed] = useState(false);
  useKeptForOfflinePlay(useLocation().pathname);
  const { supported: canSpeak, speak } = useSpeech(settings.speech);
  const [oneSwitch, setOneSwitch] = useOneSwitch();
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [seed, setSeed] = useState(firstSeed);
  const area = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const name = firstName(recipient?.preferredName);
  const title = GAME_TITLES[game];

  useScanning(area, oneSwitch);

  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);

  const start = () => {
    const state = startGame(
      game,
      {
        difficulty: settings.difficulty,
        playerName: recipient?.preferredName ?? null,
        ...familySetup(game, family, settings.difficulty, seed),
      },
      seed,
    );
    setPlaying((previous) => ({
      state,
      startedAt: new Date().toISOString(),
      number: (previous?.number ?? 0) + 1,
    }));
    setSeed((s) => s + 1);
  };
  // Play pressed before the family's first answers came: start as soon as they do, or after
  // PLAY_WAITS_MS with what is known (a slow or silent server never keeps the player waiting long).
  const startNow = useEffectEvent(() => {
    setPlayPressed(false);
    start();
  });
  useEffect(() => {
    if (!playPressed) return;
    const go = () => startNow();
    if (!familyAnswering) {
      go();
      return;
    }
    const timer = window.setTimeout(go, PLAY_WAITS_MS);
    return () => window.clearTimeout(timer);
  }, [playPressed, familyAnswering]);
  const act = (action: GameAction) =>
    setPlaying((current) =>
      current ? { ...current, state: actGame(current.state, action) } : current,
    );

  const finished = playing !== null && isFinished(playing.state);
  const phase = playing === null ? 'start' : finished ? 'done' : 'play';
  const learning = playing?.state.game === 'word-recall' && playing.state.phase === 'learn';

  // A new screen: its words get the focus, so a screen reader reads them and the switch starts
  // from the top.
  useEffect(() => {
    heading.current?.focus();
  }, [phase, learning]);

  // The words to remember are read aloud as they are shown (the tap on Play allowed sound).
  useEffect(() => {
    if (learning && playing) speak(describe(playing.state).prompt);
    // Once per game, when its words appear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [learning, playing?.number]);

  const said = playing ? describe(playing.state) : null;
  const readAloudText =
    phase === 'start'
      ? `${title}. ${GAME_INVITATIONS[game]}`
      : [said?.feedback, said?.prompt].filter(Boolean).join(' ');

  return (
    <div className="bg-bg text-fg flex min-h-dvh flex-col">
      <div className="border-border flex flex-wrap items-center justify-between gap-3 border-b-2 px-4 py-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <FinishButton
          name={name}
          leavesTo={leavesTo}
          onLeave={onLeave ?? (() => void navigate('/cognitive-activities'))}
        />
      </div>

      <div ref={area} className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          {/* The words keep the screen's width; "Read aloud" sits beside them only with room. */}
          <div className="grid min-w-0 flex-[1_1_18rem] gap-2" aria-live="polite">
            {said?.feedback ? <p className="text-2xl font-semibold">{said.feedback}</p> : null}
            <p ref={heading} tabIndex={-1} className="text-3xl leading-snug font-bold outline-none">
              {phase === 'start' ? GAME_INVITATIONS[game] : said?.prompt}
            </p>
          </div>
          {canSpeak ? (
            <GameButton onClick={() => speak(readAloudText)} className="flex-row px-5 text-xl">
              <Volume2 aria-hidden="true" className="size-7" /> Read aloud
            </GameButton>
          ) : null}
        </div>

        {phase === 'start' ? (
          <StartScreen
            oneSwitch={oneSwitch}
            setOneSwitch={setOneSwitch}
            onPlay={() => (familyAnswering ? setPlayPressed(true) : start())}
            name={name}
          />
        ) : null}
        {phase === 'play' && playing ? <Board state={playing.state} act={act} /> : null}
        {phase === 'done' && playing && showsFinishedBoard(playing.state) ? (
          <Board state={playing.state} act={act} />
        ) : null}
        {phase === 'done' && playing ? (
          <Success
            key={playing.number}
            game={game}
            playing={playing}
            circleId={circleId}
            name={name}
            onPlayAgain={start}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The finished table of pairs, and the routine in order, stay on show with the last words. */
const showsFinishedBoard = (state: GameState) =>
  state.game === 'photo-matching' || state.game === 'sequence-memory';

/**
 * The family's own pictures for a game, when there are enough (decision 056): photos to match,
 * people to name, and the family's sequences alongside the bundled routines. Nothing: the game
 * deals its bundled pictures.
 */
function familySetup(
  game: GameId,
  family: GamePictureSet | undefined,
  difficulty: number,
  seed: number,
) {
  if (!family) return {};
  switch (game) {
    case 'photo-matching':
      return familyMatching(family, difficulty, seed) ?? {};
    case 'picture-naming':
      return familyNaming(family, seed) ?? {};
    case 'sequence-memory': {
      const own = family.sequences.filter((s) => s.playable).map(familyGameSequence);
      if (!own.length) return {};
      const all = [...own, ...SEQUENCES];
      const [value] = nextRandom(seed ^ 0x5e9);
      return { sequence: all[Math.floor(value * all.length)] ?? own[0] };
    }
    case 'word-recall':
      return {};
  }
}
