import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { vitalsFileRoutes } from '../../shared/vitals.endpoints';
import { queueVital, takeQueued } from './vitals';

/**
 * Loaded only for measured page views (decision 044): web-vitals reports each measure (LCP, FCP
 * and TTFB soon after load, CLS and INP when the page is hidden), and the queue goes out with
 * navigator.sendBeacon as the page is hidden or left. A string body is sent as text/plain, which
 * needs no preflight; it is a same-origin POST with an Origin header, as Kinwell's cross-site
 * check asks.
 */
/** VITALS_MAX_SAMPLES (shared/vitals.ts), written out so this chunk does not carry the schemas. */
const BATCH = 40;

export function collect(): void {
  const report = (metric: Metric) => queueVital(metric.name, metric.value, true);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
  // On window, so they run after web-vitals' own listeners on document have queued CLS and INP.
  const flush = () => {
    for (let batch = takeQueued(BATCH); batch.length > 0;) {
      navigator.sendBeacon(vitalsFileRoutes.report.path, JSON.stringify({ samples: batch }));
      batch = takeQueued(BATCH);
    }
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
