/**
 * Splits the outside evaluation questions for the Kinwell Assistant into two halves:
 *   npx tsx scripts/split-eval-questions.ts <all-questions.json> --seed 20261124
 *
 * The split is done ONCE, when the question set is written, and is never redone. Redoing it
 * (with another seed, or after editing questions) would let sentences that tuning has already
 * seen move into the held-out half, and the held-out score would stop meaning anything. That is
 * why this script refuses to overwrite existing files unless --force is given; --force is only
 * for rebuilding the very same split from the very same input (it must produce identical files).
 *
 * Method: questions are grouped by `category`. Each group is sorted by `id` and shuffled with a
 * Fisher–Yates shuffle driven by a seeded mulberry32 generator (one generator for the whole run,
 * groups taken in alphabetical order of category). The first half of each shuffled group goes to
 * development.json, the second half to held-out.json. When a group has an odd number of
 * questions, the one left over goes to whichever half is smaller at that moment (held-out.json
 * on a tie), so both files end with the same number of questions when the total is even.
 * Each output file keeps the questions in `id` order.
 *
 * Options: --seed <integer> (required), --out <folder> (default
 * server/features/assistant/eval/external), --force (overwrite existing files).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

interface Question {
  id: string;
  category: string;
  [key: string]: unknown;
}

/** mulberry32: a small, well-known seeded generator; returns numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const byId = (a: Question, b: Question) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function splitQuestions(
  questions: Question[],
  seed: number,
): { development: Question[]; heldOut: Question[] } {
  const random = mulberry32(seed);
  const groups = new Map<string, Question[]>();
  for (const q of questions) {
    const group = groups.get(q.category) ?? [];
    group.push(q);
    groups.set(q.category, group);
  }
  const development: Question[] = [];
  const heldOut: Question[] = [];
  for (const category of [...groups.keys()].sort()) {
    const shuffled = shuffle([...(groups.get(category) ?? [])].sort(byId), random);
    const half = Math.floor(shuffled.length / 2);
    development.push(...shuffled.slice(0, half));
    heldOut.push(...shuffled.slice(half, 2 * half));
    const leftOver = shuffled[2 * half];
    if (leftOver) (development.length < heldOut.length ? development : heldOut).push(leftOver);
  }
  return { development: development.sort(byId), heldOut: heldOut.sort(byId) };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      out: { type: 'string', default: 'server/features/assistant/eval/external' },
      force: { type: 'boolean', default: false },
    },
  });
  const input = positionals[0];
  const seed = Number(values.seed);
  if (!input || values.seed === undefined || !Number.isInteger(seed)) {
    console.error(
      'Usage: npx tsx scripts/split-eval-questions.ts <all-questions.json> --seed <integer> [--out <folder>] [--force]',
    );
    process.exit(2);
  }
  const questions = JSON.parse(readFileSync(input, 'utf8')) as Question[];
  const ids = new Set<string>();
  for (const q of questions) {
    if (typeof q.id !== 'string' || typeof q.category !== 'string') {
      throw new Error(`Every question needs a string id and category (${JSON.stringify(q.id)})`);
    }
    if (ids.has(q.id)) throw new Error(`Duplicate id ${q.id}`);
    ids.add(q.id);
  }

  const outDir = values.out;
  const developmentPath = join(outDir, 'development.json');
  const heldOutPath = join(outDir, 'held-out.json');
  const existing = [developmentPath, heldOutPath].filter((p) => existsSync(p));
  if (existing.length > 0 && !values.force) {
    console.error(
      `Refusing to overwrite ${existing.join(' and ')}: the split is done once and never redone. ` +
        'Use --force only to rebuild the same split from the same input and seed.',
    );
    process.exit(1);
  }

  const { development, heldOut } = splitQuestions(questions, seed);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(developmentPath, `${JSON.stringify(development, null, 2)}\n`);
  writeFileSync(heldOutPath, `${JSON.stringify(heldOut, null, 2)}\n`);
  console.log(
    `seed ${seed}: ${development.length} questions in ${developmentPath}, ${heldOut.length} in ${heldOutPath}`,
  );
}

main();
