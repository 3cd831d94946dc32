import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  type ActivitySessionInput,
  defaultDifficulty,
  type Enjoyment,
  type GameId,
} from '../../../shared/activities';
import type { DementiaStage } from '../../../shared/care-recipient';
import {
  activities,
  activitySettingsQuery,
  inCircle,
  sendEnjoyment,
  sendSession,
} from '../activities/activities.queries';
import type { GamePictureSet } from '../../../shared/activities-family';
import { pictureSetUrls } from '../../../shared/games/family';
import { circleKey } from '../../lib/query-keys';
import { DEFAULT_SPEECH, type SpeechChoice } from '../../lib/speech';
import { useEffect } from 'react';

/**
 * The family's settings for the games. A game never shows their failure: if they cannot answer,
 * it plays at the stage's default with the browser's voice. `loading` is true while the first
 * answer is on its way (Play waits a moment for it, see `PlayScreen`).
 */
export function useGameSettings(
  circleId: string | null,
  game: GameId,
  stage: DementiaStage | null | undefined,
): { difficulty: number; speech: SpeechChoice; known: boolean; loading: boolean } {
  const { data, isLoading } = useQuery({ ...activitySettingsQuery(circleId), retry: false });
  return {
    difficulty: data?.effectiveDifficulty[game] ?? defaultDifficulty(game, stage ?? null),
    speech: data ? { voice: data.speech.voice, rate: data.speech.rate } : DEFAULT_SPEECH,
    known: data !== undefined,
    loading: isLoading,
  };
}

/** Records a finished game in the family's log (what the success screen sends). */
export function useRecordSession(circleId: string | null) {
  return useMutation({
    mutationFn: (input: ActivitySessionInput) => sendSession(circleId, input),
  });
}

/** The companion's one-tap answer: did the person enjoy it? */
export function useRecordEnjoyment(circleId: string | null) {
  return useMutation({
    mutationFn: ({ sessionId, enjoyment }: { sessionId: string; enjoyment: Enjoyment }) =>
      sendEnjoyment(circleId, sessionId, enjoyment),
  });
}

/**
 * The family's photos, memory people and sequences for the games (decision 056). If they cannot
 * answer, a game deals the bundled pictures.
 */
export const gamePicturesQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKey('activities', circleId, 'pictures'),
    queryFn: () => activities.pictures({ params: inCircle(circleId) }),
    enabled: circleId !== null,
  });

export function useGamePictures(circleId: string | null): {
  data: GamePictureSet | undefined;
  loading: boolean;
} {
  const { data, isLoading } = useQuery({ ...gamePicturesQuery(circleId), retry: false });
  // Fetched once now, so the service worker keeps them and a game plays them again offline.
  useEffect(() => {
    if (!data) return;
    for (const url of pictureSetUrls(data)) {
      void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    }
  }, [data]);
  return { data, loading: isLoading };
}
