import {
  type ActivitySessionDto,
  type ActivitySettingsDto,
  DIFFICULTY,
  defaultDifficulty,
  GAME_IDS,
  type GameId,
} from '../../../shared/activities';
import type { DementiaStage } from '../../../shared/care-recipient';
import type { activitySessions, activitySettings } from './activities.schema';

type SettingsRow = typeof activitySettings.$inferSelect;
export type SessionWithName = typeof activitySessions.$inferSelect & {
  recordedByName: string | null;
};

/** How a session's recorder is named once their account is gone. */
export const FORMER_MEMBER = 'A former member';

const byGame = <T>(value: (game: GameId) => T) =>
  Object.fromEntries(GAME_IDS.map((game) => [game, value(game)])) as Record<GameId, T>;

/** The stored choice for a game, if it is still within the game's range. */
const storedDifficulty = (row: SettingsRow | undefined, game: GameId): number | null => {
  const value = row?.difficulty[game];
  const range = DIFFICULTY[game];
  return typeof value === 'number' && value >= range.min && value <= range.max ? value : null;
};

/** The settings, with each game's difficulty to play now (stored, else from the stage). */
export const presentSettings = (
  row: SettingsRow | undefined,
  stage: DementiaStage | null,
): ActivitySettingsDto => {
  const difficulty = byGame((game) => storedDifficulty(row, game));
  return {
    difficulty,
    speech: { voice: row?.voice ?? null, rate: row?.rate ?? 1 },
    effectiveDifficulty: byGame((game) => difficulty[game] ?? defaultDifficulty(game, stage)),
  };
};

export const durationSecondsOf = (row: { startedAt: Date; endedAt: Date }): number =>
  Math.max(0, Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 1000));

export const presentSession = (row: SessionWithName): ActivitySessionDto => ({
  id: row.id,
  game: row.game,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt.toISOString(),
  durationSeconds: durationSecondsOf(row),
  difficulty: row.difficulty,
  answersShown: row.answersShown,
  eased: row.eased,
  help: row.help,
  enjoyment: row.enjoyment,
  // An empty id: the account that recorded it has been deleted.
  recordedBy: { id: row.recordedByUserId ?? '', name: row.recordedByName ?? FORMER_MEMBER },
});
