import {
  Counter,
  type CounterConfiguration,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';

/**
 * The app's Prometheus metrics (decision 042). One registry per app, never prom-client's global
 * one, so tests that build many apps in one process do not collide. The platform's metrics are
 * made here; a module gets or makes its own through `histogram`, `counter` and `gauge`, which
 * return the same metric for the same name.
 */
export interface PlatformMetrics {
  registry: Registry;
  histogram<T extends string>(config: Omit<HistogramConfiguration<T>, 'registers'>): Histogram<T>;
  counter<T extends string>(config: Omit<CounterConfiguration<T>, 'registers'>): Counter<T>;
  gauge<T extends string>(config: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T>;
  /** One answered request: its method, route pattern (never the real path) and status. */
  observeRequest(method: string, route: string | undefined, statusCode: number, ms: number): void;
  /** One run of a periodic job (the job runner calls it beside `job_runs`). */
  observeJob(name: string, seconds: number, ok: boolean): void;
}

/** Requests no route matched share one label, whatever path was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a cached read (a few ms) to a slow export. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

export function createMetrics(options: { defaultMetrics?: boolean } = {}): PlatformMetrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const existing = (name: string) => registry.getSingleMetric(name);
  const metrics: PlatformMetrics = {
    registry,
    histogram: (config) =>
      (existing(config.name) as Histogram<never> | undefined) ??
      new Histogram({ ...config, registers: [registry] }),
    counter: (config) =>
      (existing(config.name) as Counter<never> | undefined) ??
      new Counter({ ...config, registers: [registry] }),
    gauge: (config) =>
      (existing(config.name) as Gauge<never> | undefined) ??
      new Gauge({ ...config, registers: [registry] }),
    observeRequest(method, route, statusCode, ms) {
      requests.observe(
        { method, route: route ?? UNMATCHED_ROUTE, status: `${Math.floor(statusCode / 100)}xx` },
        ms / 1000,
      );
    },
    observeJob(name, seconds, ok) {
      jobDuration.observe({ job: name }, seconds);
      if (!ok) jobFailures.inc({ job: name });
    },
  };
  const requests = metrics.histogram({
    name: 'kinwell_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
  });
  const jobDuration = metrics.histogram({
    name: 'kinwell_job_duration_seconds',
    help: 'How long one run of a periodic job took on this instance.',
    labelNames: ['job'],
    buckets: JOB_BUCKETS,
  });
  const jobFailures = metrics.counter({
    name: 'kinwell_job_failures_total',
    help: 'Runs of a periodic job that failed on this instance.',
    labelNames: ['job'],
  });
  return metrics;
}
