/**
 * Lighthouse lab benchmark of the built app's public pages: `npm run bench:web`.
 *
 * Builds the app (skip with `--no-build`), starts `node dist/server/main.js` on a free port with a
 * throwaway PGlite DATA_DIR, and runs Lighthouse 3 times per page with its default settings
 * (mobile form factor, simulated throttling) in the system Chromium. Prints, per page, the median
 * of the 3 runs of each figure against the budget (decision 017):
 *
 *   performance, accessibility, best practices, SEO   ≥ 95
 *   LCP                                                ≤ 2.5 s
 *   CLS                                                ≤ 0.1
 *   TBT                                                reported, no budget
 *   JavaScript loaded, gzip                            ≤ 150 KB (1 KB = 1,024 bytes)
 *
 * The JavaScript figure is the script requests in Lighthouse's network-requests audit (each URL
 * once), fetched again by this script and gzipped here (zlib level 6). Lighthouse's own
 * transferSize is no use for it: it depends on the server's compression (Brotli here), and
 * Lighthouse 12.8 reports 0 bytes for the chunks the router loads lazily. The uncompressed total is printed as well.
 *
 * A page that answers 404, or shows the client's "404 Page Not Found" screen (the server answers
 * every unknown path with the app shell), is reported as 404 and not measured.
 *
 * Signed-in screens, with the same Lighthouse settings: before the server starts, the fresh
 * database gets a care circle (scripts/bench-web-seed.ts: a caregiver and a family member, both
 * with a confirmed address and the tour behind them, and Rosa, whose setup is done); once it runs,
 * the caregiver adds three medicines through the API (the server plans today's doses) and both
 * sign in. Lighthouse then loads each screen with the person's session cookie and the time zone
 * cookie their browser keeps once it has opened Kinwell (decision 017), both in its cookie jar:
 *
 *   caregiver  /dashboard, /medications/today      family member  /  (their home: memory support)
 *
 * Their budget is the signed-in one (performance ≥ 90, accessibility 100, LCP ≤ 2.5 s,
 * CLS ≤ 0.1); best practices, SEO and JavaScript are printed without one. A run that did not end
 * on the screen asked for (a redirect to the sign-in page) fails the tooling.
 *
 * Measurements never fail the run: the exit code is 0 unless the tooling failed (no build, the
 * server did not start, Chromium or Lighthouse errored).
 *
 * Arguments (after `--`: `npm run bench:web -- --no-build --paths=/,/pricing`):
 *   --no-build            use the existing dist/
 *   --paths=/a,/b         public pages to measure (default: /, /early-signs-dementia, /pricing)
 *   --only=public         only the public pages; --only=signed-in: only the signed-in screens
 *   --runs=N              Lighthouse runs per page (default 3; the median is reported)
 *   --port=N              the server's port (default: any free port)
 * Environment:
 *   BENCH_WEB_REPORTS     a folder to write each run's Lighthouse report (JSON) and the page's
 *                         trace (`*.trace.json`) into, to see why
 *   BENCH_WEB_PROFILE=1   also sample the page's JavaScript in that trace (slows the page: for
 *                         finding what runs, not for the figures)
 *   CHROMIUM_PATH         Chromium to drive (default /usr/bin/chromium)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Result as LighthouseResult } from 'lighthouse';
import {
  anyFreePort,
  root,
  serverEntry,
  signIn,
  startServer,
  stopServer,
  waitForHealth,
} from './bench-server';
import { TIME_ZONE_COOKIE } from '../shared/first-screens';
import { BENCH_WEB_TIME_ZONE, seedSignedInFamily } from './bench-web-seed';

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DEFAULT_PATHS = ['/', '/early-signs-dementia', '/pricing'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
interface Budget {
  /** Per category; a category without one is printed without a budget. */
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>;
  lcpSeconds: number;
  cls: number;
  jsKb?: number;
}
const PUBLIC_BUDGET: Budget = {
  scores: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
  lcpSeconds: 2.5,
  cls: 0.1,
  jsKb: 150,
};
/** Signed-in screens on a phone: performance ≥ 90, accessibility 100 (decision 017). */
const SIGNED_IN_BUDGET: Budget = {
  scores: { performance: 90, accessibility: 100 },
  lcpSeconds: 2.5,
  cls: 0.1,
};
const GZIP_LEVEL = 6;

// ---------------------------------------------------------------------------------------------
// Arguments

interface Options {
  build: boolean;
  paths: string[];
  runs: number;
  publicPages: boolean;
  signedIn: boolean;
  port?: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    build: true,
    paths: DEFAULT_PATHS,
    runs: 3,
    publicPages: true,
    signedIn: true,
  };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg === '--only=public') options.signedIn = false;
    else if (arg === '--only=signed-in') options.publicPages = false;
    else if (arg.startsWith('--port=')) {
      const port = Number(arg.slice('--port='.length));
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        throw new Error(`--port must be a port number, got "${arg}"`);
      }
      options.port = port;
    } else if (arg.startsWith('--paths=')) {
      const paths = arg
        .slice('--paths='.length)
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (p.startsWith('/') ? p : `/${p}`));
      if (paths.length === 0) throw new Error('--paths= needs at least one path, e.g. --paths=/');
      options.paths = paths;
    } else if (arg.startsWith('--runs=')) {
      const runs = Number(arg.slice('--runs='.length));
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be ≥ 1, got "${arg}"`);
      options.runs = runs;
    } else
      throw new Error(
        `unknown argument "${arg}" (known: --no-build, --paths=, --only=public|signed-in, --runs=, --port=)`,
      );
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Is the page there?

/**
 * 'missing' when the server answers 404 or the client renders its not-found screen (the server
 * answers any unknown GET with the app shell, so the 404 only shows once the router has run).
 */
async function probePage(url: string): Promise<{ missing: boolean; how: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  await response.arrayBuffer();
  if (response.status === 404) return { missing: true, how: 'the server answered 404' };
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const dump = spawnSync(
    chromePath,
    [...CHROME_FLAGS, '--virtual-time-budget=10000', '--dump-dom', url],
    { encoding: 'utf8', timeout: 60_000, maxBuffer: 32 * 1024 * 1024 },
  );
  if (dump.error) throw new Error(`${chromePath} --dump-dom failed: ${dump.error.message}`);
  const title = /<title>([^<]*)<\/title>/i.exec(dump.stdout)?.[1] ?? '';
  if (/\b404\b/.test(title) || /<h1[^>]*>\s*404\b/i.test(dump.stdout)) {
    return { missing: true, how: `HTTP ${response.status}, the page shows "${title.trim()}"` };
  }
  return { missing: false, how: `HTTP ${response.status}, "${title.trim()}"` };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
  jsGzipKb: number;
  jsRawKb: number;
  scripts: number;
}

const scriptSizes = new Map<string, { raw: number; gzip: number }>();

/** Uncompressed and gzipped size of a script, fetched again (cached: the assets are hashed). */
async function sizeOf(url: string): Promise<{ raw: number; gzip: number }> {
  const known = scriptSizes.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const size = { raw: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length };
  scriptSizes.set(url, size);
  return size;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

async function figuresOf(lhr: LighthouseResult): Promise<RunFigures> {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}`);
    return value;
  };
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkRequest[];
  const scripts = new Set(
    items
      .filter((item) => item.resourceType === 'Script' && /^https?:/.test(item.url))
      .map((item) => item.url),
  );
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const url of scripts) {
    const size = await sizeOf(url);
    gzipBytes += size.gzip;
    rawBytes += size.raw;
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpSeconds: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsGzipKb: gzipBytes / 1024,
    jsRawKb: rawBytes / 1024,
    scripts: scripts.size,
  };
}

/** How one page is loaded: signed in (its session cookie) or not. */
interface Visit {
  /** The session cookie (`kinwell_session=…`) sent with every request of the page. */
  cookie?: string;
}

/** The failed accessibility audits of a run (their ids), to say why a score is below 100. */
const failedAccessibility = (lhr: LighthouseResult): string[] =>
  (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);

/**
 * Puts a signed-in person's cookies (`name=value; name=value`) into the browser's own cookie jar,
 * as their phone holds them. Sent as an extra header instead, they would be dropped from any
 * request once the page itself sets a cookie (the time zone), and the person signed out.
 */
async function putCookies(port: number, url: string, cookies: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(
      ...cookies.split(';').map((pair) => {
        const [name = '', ...value] = pair.trim().split('=');
        return { name, value: value.join('='), domain: new URL(url).hostname, path: '/' };
      }),
    );
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in a fresh Chromium (its own profile), default mobile settings. */
async function runLighthouse(
  url: string,
  visit: Visit,
): Promise<RunFigures & { failedAudits: string[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (visit.cookie) await putCookies(chrome.port, url, visit.cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The cookies above are the person's; the fresh profile has no cache or storage to reset.
      disableStorageReset: visit.cookie !== undefined,
      ...(process.env.BENCH_WEB_PROFILE
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    // Signed in, the screen must be the one asked for, not the sign-in page it would redirect to.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (visit.cookie && landed !== new URL(url).pathname) {
      throw new Error(`the page ended on ${landed}, not ${new URL(url).pathname}: not signed in?`);
    }
    const reports = process.env.BENCH_WEB_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(path.join(reports, name), JSON.stringify(lhr));
      // The page's trace too, to see which code the main thread ran (Chromium's trace format).
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace)
        writeFileSync(
          path.join(reports, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(trace),
        );
    }
    return { ...(await figuresOf(lhr)), failedAudits: failedAccessibility(lhr) };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse errors that say the trace was lost (seen on a busy machine), not that the page failed. */
const TRANSIENT_ERRORS = /\b(NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT)\b/;

/** One run, retried once when Lighthouse lost the trace; any other error fails the tooling. */
async function measure(
  url: string,
  visit: Visit = {},
): Promise<RunFigures & { failedAudits: string[] }> {
  try {
    return await runLighthouse(url, visit);
  } catch (error) {
    if (!(error instanceof Error) || !TRANSIENT_ERRORS.test(error.message)) throw error;
    process.stdout.write(`(${TRANSIENT_ERRORS.exec(error.message)?.[1]}, once more) `);
    return runLighthouse(url, visit);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Row {
  figure: string;
  values: number[];
  format: (value: number) => string;
  budget?: { text: string; within: (value: number) => boolean };
}

function printPage(
  label: string,
  runs: (RunFigures & { failedAudits: string[] })[],
  budget: Budget,
): number {
  const jsKb = budget.jsKb;
  const rows: Row[] = [
    ...CATEGORIES.map((id): Row => {
      const least = budget.scores[id];
      return {
        figure: id,
        values: runs.map((run) => run.scores[id]),
        format: (value) => value.toFixed(0),
        ...(least === undefined
          ? {}
          : {
              budget: {
                text: least === 100 ? '100' : `≥ ${least}`,
                within: (value: number) => value >= least,
              },
            }),
      };
    }),
    {
      figure: 'LCP (s)',
      values: runs.map((run) => run.lcpSeconds),
      format: (value) => value.toFixed(2),
      budget: { text: `≤ ${budget.lcpSeconds}`, within: (value) => value <= budget.lcpSeconds },
    },
    {
      figure: 'CLS',
      values: runs.map((run) => run.cls),
      format: (value) => value.toFixed(3),
      budget: { text: `≤ ${budget.cls}`, within: (value) => value <= budget.cls },
    },
    {
      figure: 'TBT (ms)',
      values: runs.map((run) => run.tbtMs),
      format: (value) => value.toFixed(0),
    },
    {
      figure: 'JS gzip (KB)',
      values: runs.map((run) => run.jsGzipKb),
      format: (value) => value.toFixed(1),
      ...(jsKb === undefined
        ? {}
        : { budget: { text: `≤ ${jsKb}`, within: (value: number) => value <= jsKb } }),
    },
    {
      figure: 'JS uncompressed (KB)',
      values: runs.map((run) => run.jsRawKb),
      format: (value) => value.toFixed(1),
    },
  ];
  const header = ['figure', 'median', 'runs', 'budget', ''];
  let misses = 0;
  const lines = rows.map((row) => {
    const value = median(row.values);
    const within = row.budget?.within(value);
    if (within === false) misses += 1;
    return [
      row.figure,
      row.format(value),
      row.values.map(row.format).join(' / '),
      row.budget?.text ?? '—',
      within === undefined ? '' : within ? 'PASS' : 'MISS',
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i >= 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const scripts = runs.map((run) => run.scripts);
  console.log(
    `\n${label}  (median of ${runs.length} runs; scripts loaded: ${scripts.join(' / ')})`,
  );
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  const failed = [...new Set(runs.flatMap((run) => run.failedAudits))];
  if (failed.length > 0) console.log(`failed accessibility audits: ${failed.join(', ')}`);
  return misses;
}

// ---------------------------------------------------------------------------------------------
// Signed-in screens

/** The signed-in screens measured, and who opens them. */
const SIGNED_IN = [
  { path: '/dashboard', who: 'caregiver', what: 'dashboard' },
  { path: '/medications/today', who: 'caregiver', what: "today's doses" },
  { path: '/', who: 'family', what: 'home' },
] as const;

/**
 * The caregiver adds three medicines started a week ago, as on the medicines screen; the server
 * plans their doses, so today's doses has four to show, some due, some later.
 */
async function addMedicines(baseUrl: string, cookie: string): Promise<void> {
  const startDate = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toLocaleDateString('en-CA', {
    timeZone: BENCH_WEB_TIME_ZONE,
  });
  const everyDay = [1, 2, 3, 4, 5, 6, 7];
  const medicines = [
    {
      name: 'Donepezil',
      strength: '10 mg',
      form: 'tablet',
      doseAmount: 1,
      doseUnit: 'tablet',
      instructions: 'With breakfast',
      startDate,
      schedule: { type: 'daily', times: ['08:00', '20:00'], weekdays: everyDay },
    },
    {
      name: 'Memantine',
      strength: '5 mg',
      form: 'tablet',
      doseAmount: 1,
      doseUnit: 'tablet',
      startDate,
      schedule: { type: 'daily', times: ['12:00'], weekdays: everyDay },
    },
    {
      name: 'Sertraline',
      strength: '50 mg',
      form: 'tablet',
      doseAmount: 1,
      doseUnit: 'tablet',
      startDate,
      schedule: { type: 'daily', times: ['18:00'], weekdays: everyDay },
    },
  ];
  for (const medicine of medicines) {
    const response = await fetch(`${baseUrl}/api/circle/medications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(medicine),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status !== 201) {
      throw new Error(
        `adding ${medicine.name} answered ${response.status}: ${await response.text()}`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(chromePath)) {
    console.error(
      `bench:web: no Chromium at ${chromePath}; install Debian's chromium package or set CHROMIUM_PATH.`,
    );
    return 1;
  }
  if (options.build) {
    console.log('bench:web: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`bench:web: npm run build failed (exit ${build.status ?? build.signal})`);
      return 1;
    }
  } else if (!existsSync(serverEntry)) {
    console.error(
      `No built server at ${path.relative(root, serverEntry)}. Run \`npm run build\` or drop --no-build.`,
    );
    return 1;
  }

  const port = options.port ?? (await anyFreePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-bench-web-'));
  // The signed-in family goes into the database before the server opens it.
  const family = options.signedIn ? await seedSignedInFamily(dataDir) : null;
  const chromeVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `Kinwell bench:web: port ${port}, PGlite in ${dataDir}, ${chromeVersion || chromePath}, ` +
      `Lighthouse defaults (mobile, simulated throttling), ${options.runs} runs per page`,
  );

  const server = startServer(port, dataDir, { publicUrl: `http://127.0.0.1:${port}` });
  const stop = () => {
    // Ctrl-C: take the server (and any Chromium chrome-launcher started) down with us.
    server.kill('SIGTERM');
    chromeLauncher.killAll();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Hard bound on the whole run: server start plus about a minute per Lighthouse run.
  const pages =
    (options.publicPages ? options.paths.length : 0) + (options.signedIn ? SIGNED_IN.length : 0);
  const budgetMs = (120 + pages * (options.runs + 1) * 90) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`bench:web: gave up after ${Math.round(budgetMs / 1000)} s`);
    server.kill('SIGKILL');
    chromeLauncher.killAll();
    process.exit(1);
  }, budgetMs);
  watchdog.unref();

  let toolingFailed = false;
  const summary: string[] = [];
  try {
    await waitForHealth(baseUrl, server);
    const measureRuns = async (label: string, url: string, visit: Visit, budget: Budget) => {
      const runs: (RunFigures & { failedAudits: string[] })[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        process.stdout.write(`${label}: Lighthouse run ${run}/${options.runs}… `);
        const started = Date.now();
        runs.push(await measure(url, visit));
        process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      }
      const misses = printPage(label, runs, budget);
      summary.push(`${label}: ${misses === 0 ? 'within budget' : `${misses} MISS`}`);
    };
    for (const pagePath of options.publicPages ? options.paths : []) {
      const url = `${baseUrl}${pagePath}`;
      try {
        const probe = await probePage(url);
        if (probe.missing) {
          console.log(`\n${pagePath}  404 — not measured (${probe.how})`);
          summary.push(`${pagePath}: 404`);
          continue;
        }
        await measureRuns(pagePath, url, {}, PUBLIC_BUDGET);
      } catch (error) {
        toolingFailed = true;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`\n${pagePath}: not measured, the tooling failed: ${message}`);
        summary.push(`${pagePath}: tooling failed`);
      }
    }
    if (family) {
      console.log(
        `\nSigned-in screens (budget: performance ≥ ${SIGNED_IN_BUDGET.scores.performance}, ` +
          `accessibility ${SIGNED_IN_BUDGET.scores.accessibility}, LCP ≤ ${SIGNED_IN_BUDGET.lcpSeconds} s, ` +
          `CLS ≤ ${SIGNED_IN_BUDGET.cls})`,
      );
      try {
        // Each person's browser has opened Kinwell before, so it also sends the time zone cookie
        // it keeps (decision 017): the zone of this process, which Chromium inherits.
        const zone = `${TIME_ZONE_COOKIE}=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
        const sessions = {
          caregiver: await signIn(baseUrl, family.caregiver),
          family: await signIn(baseUrl, family.family),
        };
        const cookies = {
          caregiver: `${sessions.caregiver}; ${zone}`,
          family: `${sessions.family}; ${zone}`,
        };
        await addMedicines(baseUrl, sessions.caregiver);
        for (const screen of SIGNED_IN) {
          const label = `${screen.path} (${screen.who === 'caregiver' ? 'caregiver' : 'family member'}: ${screen.what})`;
          try {
            await measureRuns(
              label,
              `${baseUrl}${screen.path}`,
              { cookie: cookies[screen.who] },
              SIGNED_IN_BUDGET,
            );
          } catch (error) {
            toolingFailed = true;
            const message = error instanceof Error ? error.message : String(error);
            console.error(`\n${label}: not measured, the tooling failed: ${message}`);
            summary.push(`${label}: tooling failed`);
          }
        }
      } catch (error) {
        toolingFailed = true;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`\nsigned-in screens: not measured, preparing the family failed: ${message}`);
        summary.push('signed-in screens: tooling failed');
      }
    }
    console.log(
      `\nJS = the scripts in Lighthouse's network-requests audit, each fetched again and ` +
        `gzipped by this script (zlib level ${GZIP_LEVEL}); 1 KB = 1,024 bytes.`,
    );
    console.log(`summary: ${summary.join('; ')}`);
    return toolingFailed ? 1 : 0;
  } finally {
    await stopServer(server);
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:web failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
