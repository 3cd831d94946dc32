import { type Account, displayPreferencesSchema, type SessionInfo } from '../../../shared/account';
import type { accountTokens, sessions } from '../../platform/auth/auth.schema';
import type { SessionUser } from '../../platform/auth/sessions.service';

export const presentAccount = (
  user: SessionUser,
  soleCaregiverOf: Account['soleCaregiverOf'],
  pendingEmailChange: typeof accountTokens.$inferSelect | null,
): Account => ({
  preferences: displayPreferencesSchema.parse(user.preferences),
  deletionScheduledFor: user.deletionScheduledFor?.toISOString() ?? null,
  emailConfirmed: user.emailConfirmedAt !== null,
  pendingEmailChange:
    pendingEmailChange?.email != null
      ? {
          email: pendingEmailChange.email,
          requestedAt: pendingEmailChange.createdAt.toISOString(),
          expiresAt: pendingEmailChange.expiresAt.toISOString(),
        }
      : null,
  soleCaregiverOf,
});

/** A short, readable name for a browser from its user agent ("Chrome on Android"). */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /(Chrome|Chromium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iPhone or iPad'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'Mac'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/** One of the person's signed-in devices; never the session's secret id. */
export const presentSession = (
  row: typeof sessions.$inferSelect,
  currentSessionId: string,
): SessionInfo => ({
  id: row.publicId,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  device: describeDevice(row.userAgent),
  ip: row.ip,
  isCurrent: row.id === currentSessionId,
});
