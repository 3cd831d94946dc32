import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { GAME_IDS, type GameId } from '../../../shared/activities';
import { seedFrom } from '../../../shared/games/random';
import { PlayScreen } from './play-screen.part';

const isGameId = (value: string | undefined): value is GameId =>
  (GAME_IDS as readonly string[]).includes(value ?? '');

/**
 * /cognitive-activities/play/:game, full screen. `?seed=` deals a chosen game again (the same
 * seed, the same cards: for tests and for trying one out); without it every game is new.
 */
export default function GamePlayScreen() {
  const { game } = useParams();
  const [params] = useSearchParams();
  const given = params.get('seed');
  const [seed] = useState(() =>
    given ? seedFrom(given) : crypto.getRandomValues(new Uint32Array(1))[0]! | 0,
  );
  if (!isGameId(game)) return <Navigate to="/cognitive-activities" replace />;
  return <PlayScreen key={game} game={game} seed={seed} />;
}
