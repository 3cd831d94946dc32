/** Which steps put Kinwell on this device's home screen. */
export type Device = 'iphone' | 'android' | 'computer';

/**
 * The device a browser runs on, from what it says of itself. iPads since iPadOS 13 say they are
 * a Mac; a Mac has no touch screen, so touch points tell them apart.
 */
export function deviceOf(userAgent: string, maxTouchPoints = 0): Device {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iphone';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'iphone';
  if (/Android/.test(userAgent)) return 'android';
  return 'computer';
}

/** Whether Kinwell was opened from the home screen (its own window, without the browser's bars). */
export function isOnHomeScreen(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
