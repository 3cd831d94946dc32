import type { Page } from '@playwright/test';

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
