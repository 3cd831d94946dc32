import type { VitalName, VitalSample } from '../../shared/vitals';

/**
 * Real-user speed (decision 044), the part every page carries: whether this page view is
 * measured, what it is (route pattern, device, connection, signed in) and the queue of samples.
 * The web-vitals library and the beacon are in `vitals-collector.ts`, loaded only for the page
 * views the sampling rate picks. Nothing personal is queued: the route pattern, never the address.
 */

/** The spec's error catalogue (§8): "Performance monitoring unsupported → console warning only". */
export const UNSUPPORTED_WARNING =
  'Performance monitoring unsupported: this browser lacks PerformanceObserver or sendBeacon, so Kinwell does not measure its speed here.';

type Sample = Omit<VitalSample, 'route' | 'signedIn'>;
const queue: VitalSample[] = [];
let isMeasured = false;
let route = 'other';
/** The route the page was loaded at: the page-load measures (LCP, FCP, TTFB, CLS, INP) are its. */
let landingRoute: string | null = null;
let isSignedIn = false;

/** The app tells which route pattern is showing and whether someone is signed in. */
export function setVitalsContext(pattern: string, signedIn: boolean): void {
  route = pattern;
  landingRoute ??= pattern;
  isSignedIn = signedIn;
}

const deviceKind = (): VitalSample['device'] => {
  const hints = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData;
  const width = Math.min(window.innerWidth, screen.width);
  if (hints?.mobile || width < 600) return 'mobile';
  return width < 1024 && matchMedia('(pointer: coarse)').matches ? 'tablet' : 'desktop';
};

const connectionKind = (): VitalSample['connection'] => {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g' || type === '4g' ? type : 'unknown';
};

/** Queues one figure of a measured page view (web-vitals' or one of Kinwell's own moments). */
export function queueVital(name: VitalName, value: number, isPageLoad = false): void {
  if (!isMeasured) return;
  queue.push({
    name,
    value: Math.round(value * 10_000) / 10_000,
    route: isPageLoad ? (landingRoute ?? route) : route,
    device: deviceKind(),
    connection: connectionKind(),
    signedIn: isSignedIn,
  } satisfies Sample & Pick<VitalSample, 'route' | 'signedIn'>);
}

/** Takes what is queued (at most `max`), for the beacon. */
export const takeQueued = (max: number): VitalSample[] => queue.splice(0, max);

/**
 * Kinwell's own moments, measured from a tap (`performance.now()` then) to now: "dose-logged",
 * "alert-acknowledged", and "first-photo" (from opening the person's view to its first photo
 * showing; the memory support screen that shows photos calls it when it arrives).
 */
export function recordTiming(name: VitalName, startedAt: number): void {
  queueVital(name, performance.now() - startedAt);
}

/**
 * Starts measuring this page view if the sampling rate picks it. A browser without what is needed
 * gets one console warning and nothing else (spec §8).
 */
export function startVitals(sampleRate: number): void {
  if (typeof PerformanceObserver !== 'function' || typeof navigator.sendBeacon !== 'function') {
    console.warn(UNSUPPORTED_WARNING);
    return;
  }
  if (isMeasured || Math.random() >= sampleRate) return;
  isMeasured = true;
  import('./vitals-collector')
    .then((collector) => collector.collect())
    .catch(() => {
      // A chunk that failed to load (offline) costs the page nothing more.
      isMeasured = false;
    });
}
