import { createContext, type ReactNode, useContext } from 'react';
import { TIME_ZONE_COOKIE } from '../../shared/first-screens';

/** The person's own time zone, as their browser says. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const ViewerTimeZone = createContext<string | null>(null);

/**
 * The time zone of the person looking at the screen, for words that depend on their clock (the
 * greeting, "today"): the browser's own, or, while the server draws a first screen, the one the
 * browser left in its cookie, so that the page the server sends and the one the browser takes
 * over say the same (decision 017, "Addendum — the first screen drawn by the server").
 */
export function ViewerTimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  return <ViewerTimeZone.Provider value={zone}>{children}</ViewerTimeZone.Provider>;
}

export function useViewerTimeZone(): string {
  return useContext(ViewerTimeZone) ?? browserTimeZone();
}

/** Keeps the browser's time zone in its cookie for the server's next first screen. */
export function rememberViewerTimeZone(): void {
  const zone = browserTimeZone();
  if (!zone) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax${
    window.location.protocol === 'https:' ? '; secure' : ''
  }`;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) it is at `now` in `zone`. */
export function hourIn(now: Date, zone: string): number {
  let format = hourFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: zone,
    });
    hourFormats.set(zone, format);
  }
  return Number(format.format(now)) % 24;
}
