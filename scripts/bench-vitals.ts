/**
 * npm run bench:vitals [-- --seconds 20 --connections 50 --samples 5]
 *
 * Prints what real-user speed measurement costs (decision 044), measured, not asserted:
 * 1. The gzipped JavaScript it adds to the built client (run `npm run build` first): the part every
 *    page carries (client/lib/vitals.ts and client/app/vitals-route.tsx, bundled on their own with
 *    what the app already loads left out) and the collector chunk measured page views load after
 *    the config answers (web-vitals and the beacon).
 * 2. POST /api/vitals on PostgreSQL: the built server on a scratch database, autocannon sending
 *    beacons (`--samples` figures each) from many client addresses (TRUST_PROXY and
 *    X-Forwarded-For, so the per-address limit is not what is measured), then the time the
 *    aggregation job's query takes over what arrived.
 *
 * PostgreSQL: BENCH_DATABASE_URL (or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * names a server; a scratch database is made there and dropped afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { build } from 'esbuild';
import { openDatabase } from '../server/db/client';
import { systemClock } from '../server/lib/clock';
import { vitalsSamples } from '../server/features/vitals/vitals.schema';
import { aggregateVitals } from '../server/features/vitals/vitals.service';
import { anyFreePort, root, startServer, stopServer, waitForHealth } from './bench-server';
import { benchServerUrl, createBenchDatabase } from './bench-database';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    samples: { type: 'string', default: '5' },
  },
});
const BUDGET_BYTES = 2 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

// 1. Size.
const assets = path.join(root, 'dist', 'client', 'assets');
if (!fs.existsSync(assets)) throw new Error('No dist/client: run `npm run build` first.');
const collectorFile = fs.readdirSync(assets).find((name) => /^vitals-collector-.*\.js$/.test(name));
if (!collectorFile) throw new Error('The built client has no vitals-collector chunk.');
const collectorGzip = gzipSync(fs.readFileSync(path.join(assets, collectorFile)), {
  level: 9,
}).length;

const eager = await build({
  stdin: {
    contents: "export * from './client/lib/vitals'; export * from './client/app/vitals-route';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  jsx: 'automatic',
  // What the page loads anyway (React, the router, the route tables, the user query) is left out,
  // and so is the collector, a chunk of its own.
  plugins: [
    {
      name: 'already-loaded',
      setup(builder) {
        builder.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point') return undefined;
          const isOwn = /(^|\/)(vitals|vitals-route)$/.test(args.path);
          return isOwn ? undefined : { path: args.path, external: true };
        });
      },
    },
  ],
});
const eagerGzip = gzipSync(eager.outputFiles[0]?.contents ?? new Uint8Array(), {
  level: 9,
}).length;

console.log('Real-user speed: JavaScript added to the built client (gzip -9)');
console.log(`  every page (client/lib/vitals.ts + vitals-route.tsx): ${kb(eagerGzip)}`);
console.log(
  `  collector chunk ${collectorFile}, measured page views only, after the config answers: ${kb(collectorGzip)}`,
);
console.log(
  `  a measured page view in all: ${kb(eagerGzip + collectorGzip)} (budget ${kb(BUDGET_BYTES)}: every page ${eagerGzip < BUDGET_BYTES ? 'within' : 'OVER'}, measured page view ${eagerGzip + collectorGzip < BUDGET_BYTES ? 'within' : 'OVER'})`,
);

// 2. Throughput on PostgreSQL.
const scratch = await createBenchDatabase(benchServerUrl());
const port = await anyFreePort();
const baseUrl = `http://localhost:${port}`;
process.env.TRUST_PROXY = '127.0.0.1';
const dataDir = fs.mkdtempSync(path.join(root, 'data-bench-vitals-'));
const server = startServer(port, dataDir, { databaseUrl: scratch.url });
try {
  await waitForHealth(baseUrl, server);
  const samplesPerBeacon = Number(values.samples);
  const body = JSON.stringify({
    samples: Array.from({ length: samplesPerBeacon }, (_, i) => ({
      name: ['LCP', 'FCP', 'TTFB', 'CLS', 'INP'][i % 5],
      value: i % 5 === 3 ? 0.05 : 800 + i * 37,
      route: ['/medications/today', '/', '/pricing', '/tasks/:id'][i % 4],
      device: 'mobile',
      connection: '3g',
      signedIn: true,
    })),
  });
  let sequence = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    requests: [
      {
        method: 'POST',
        path: '/api/vitals',
        headers: { origin: baseUrl, 'content-type': 'text/plain;charset=UTF-8' },
        body,
        // Each beacon from another address, as from many phones.
        setupRequest: (request) => {
          sequence += 1;
          const forwarded = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': forwarded } };
        },
      },
    ],
  });
  const refused = result.non2xx;
  console.log(
    `\nPOST /api/vitals on PostgreSQL (${values.connections} connections, ${values.seconds} s, ${samplesPerBeacon} figures a beacon)`,
  );
  console.log(
    `  ${result.requests.average.toFixed(0)} beacons/s on average (${result.requests.p50} p50 per second), ${result.requests.total} in all, ${refused} not 204, ${result.errors} errors`,
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; target 1,000 beacons/s: ${result.requests.average >= 1000 ? 'met' : 'NOT met'}`,
  );

  // The aggregation job's query over everything that arrived (all received today).
  const database = await openDatabase({ databaseUrl: scratch.url });
  try {
    const [row] = await database.db.select({ n: count() }).from(vitalsSamples);
    const stored = row?.n ?? 0;
    const started = performance.now();
    const written = await aggregateVitals(database.db, systemClock);
    const seconds = (performance.now() - started) / 1000;
    const perSecond = stored / seconds;
    const arrivingPerSecond = result.requests.average * samplesPerBeacon;
    console.log(`\nAggregation (the vitals-aggregate job, once a minute)`);
    console.log(
      `  ${stored} samples into ${written} daily rows in ${seconds.toFixed(2)} s (${perSecond.toFixed(0)} samples/s)`,
    );
    console.log(
      `  a minute at this rate (${(arrivingPerSecond * 60).toFixed(0)} samples) aggregates in about ${((arrivingPerSecond * 60) / perSecond).toFixed(1)} s; the run recomputes yesterday and today, so a whole day at this rate (${(arrivingPerSecond * 86_400).toExponential(2)} samples) would take about ${((arrivingPerSecond * 86_400) / perSecond).toFixed(0)} s a run`,
    );
  } finally {
    await database.close();
  }
} finally {
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch.drop();
}
