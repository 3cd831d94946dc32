import {
  type RespiteHelper,
  type SelfCheckDto,
  scoreSelfCheck,
  suggestionsFor,
  type WellnessSettingsDto,
  DEFAULT_REMINDER_TIME,
} from '../../../shared/wellness';
import type { respiteHelpers, wellnessSelfChecks, wellnessSettings } from './wellness.schema';

type SelfCheckRow = typeof wellnessSelfChecks.$inferSelect;
type SettingsRow = typeof wellnessSettings.$inferSelect;

export function presentSelfCheck(row: SelfCheckRow): SelfCheckDto {
  const input = { answers: row.answers, stress: row.stress, health: row.health };
  const score = scoreSelfCheck(input);
  return {
    id: row.id,
    takenAt: row.takenAt.toISOString(),
    answers: row.answers,
    stress: row.stress,
    health: row.health,
    yesCount: row.yesCount,
    isHighDistress: row.isHighDistress,
    reasons: score.reasons,
    suggestions: suggestionsFor(input, score),
  };
}

export function presentWellnessSettings(
  row: SettingsRow | undefined,
  notificationSettings: {
    quietHoursStart: string | null;
    quietHoursEnd: string | null;
    timeZone: string;
  },
): WellnessSettingsDto {
  const { quietHoursStart: start, quietHoursEnd: end, timeZone } = notificationSettings;
  return {
    zipCode: row?.zipCode ?? null,
    reminder: {
      isOn: row?.isReminderOn ?? false,
      time: row?.reminderTime ?? DEFAULT_REMINDER_TIME,
    },
    quietHours: start && end ? { start, end } : null,
    timeZone,
  };
}

export const presentRespiteHelper = (row: typeof respiteHelpers.$inferSelect): RespiteHelper => ({
  id: row.id,
  memberUserId: row.memberUserId,
  name: row.name,
  phone: row.phone,
  whenAndHowLong: row.whenAndHowLong,
});
