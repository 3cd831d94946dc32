import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { baseURL } from './e2e-env';

/** A moment's time of day on UTC, as a time field takes it: `14:05`. */
export const hhmm = (date: Date): string => date.toISOString().slice(11, 16);

/** A `14:05` time as the app writes it: `2:05 PM`. */
export function twelveHour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** How to move the server's clock: minutes ahead, or to a moment (an ISO date and time). */
export type ServerClockMove = { advanceMinutes: number } | { to: string };

/**
 * Moves the server's clock through its test-only `/api/test/clock` and answers the server's time.
 * A journey moves it to make reminders fall due or a trial end without waiting.
 */
export async function moveServerClock(
  request: APIRequestContext,
  move: ServerClockMove,
): Promise<Date> {
  const response = await request.post(`${baseURL}/api/test/clock`, {
    data: move,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** The server's time: browser tests may have moved its clock. */
export function serverNow(request: APIRequestContext): Promise<Date> {
  return moveServerClock(request, { advanceMinutes: 0 });
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded) a moment
 * from now, so `page.clock.runFor` alone moves time from here on. Call it when no timer the test
 * is about is pending: the jump fires whatever falls due within the moment.
 */
export async function pauseClock(page: Page): Promise<void> {
  // The installed clock keeps running until paused, so aim a little ahead of it and try again if
  // it got there first.
  for (let attempt = 0; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Lets the page finish the work already queued (network callbacks, React renders) without moving
 * the paused clock: two round trips through a MessageChannel, which the clock does not fake.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}
