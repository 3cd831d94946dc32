import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { COMMUNITY_CRISIS_KINDS } from '../../../../shared/community';

const EVAL_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * The two labelled sets of community writing (decision 069): `tuning` may be read and tuned on;
 * `held-out` was written first, in another voice, and is only ever measured; its misses are never
 * printed (scripts/eval-community-crisis.ts).
 */
export const CRISIS_EVAL_SETS = {
  tuning: path.join(EVAL_DIR, 'crisis-posts.tuning.json'),
  'held-out': path.join(EVAL_DIR, 'crisis-posts.held-out.json'),
} as const;
export type CrisisEvalSetName = keyof typeof CRISIS_EVAL_SETS;

const postSchema = z.object({
  id: z.string(),
  text: z.string().min(1),
  /** The crisis the writing speaks of, or null for ordinary writing. */
  kind: z.enum(COMMUNITY_CRISIS_KINDS).nullable(),
});
export type CrisisEvalPost = z.infer<typeof postSchema>;

export function loadCrisisPosts(name: CrisisEvalSetName): CrisisEvalPost[] {
  return z.array(postSchema).parse(JSON.parse(readFileSync(CRISIS_EVAL_SETS[name], 'utf8')));
}

export interface CrisisEvalReport {
  crises: number;
  ordinary: number;
  /** Of the posts that speak of a crisis, the share flagged as one (any kind). */
  recall: number;
  /** Of the ordinary posts, the share flagged as a crisis. */
  falseAlarmRate: number;
  /** Recall for each kind of crisis. */
  recallByKind: Record<string, { found: number; of: number }>;
  missed: CrisisEvalPost[];
  falseAlarms: CrisisEvalPost[];
}

/** `detect` answers whether the text speaks of a crisis (true or a kind) or not (false or null). */
export function runCrisisEval(
  posts: readonly CrisisEvalPost[],
  detect: (text: string) => unknown,
): CrisisEvalReport {
  const missed: CrisisEvalPost[] = [];
  const falseAlarms: CrisisEvalPost[] = [];
  const recallByKind: CrisisEvalReport['recallByKind'] = {};
  for (const post of posts) {
    const flagged = Boolean(detect(post.text));
    if (post.kind === null) {
      if (flagged) falseAlarms.push(post);
      continue;
    }
    const tally = (recallByKind[post.kind] ??= { found: 0, of: 0 });
    tally.of += 1;
    if (flagged) tally.found += 1;
    else missed.push(post);
  }
  const crises = posts.filter((post) => post.kind !== null).length;
  const ordinary = posts.length - crises;
  return {
    crises,
    ordinary,
    recall: crises === 0 ? 1 : (crises - missed.length) / crises,
    falseAlarmRate: ordinary === 0 ? 0 : falseAlarms.length / ordinary,
    recallByKind,
    missed,
    falseAlarms,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The figures, and (unless `figuresOnly`) each miss and false alarm. */
export function formatCrisisReport(
  report: CrisisEvalReport,
  options: { figuresOnly?: boolean } = {},
): string {
  const lines = [
    `recall ${percent(report.recall)} (${report.crises - report.missed.length} of ${report.crises} crisis posts)`,
    `false alarms ${percent(report.falseAlarmRate)} (${report.falseAlarms.length} of ${report.ordinary} ordinary posts)`,
    ...Object.entries(report.recallByKind).map(
      ([kind, { found, of }]) => `  ${kind}: ${found} of ${of}`,
    ),
  ];
  if (!options.figuresOnly) {
    for (const post of report.missed) lines.push(`missed [${post.kind}] ${post.id}: ${post.text}`);
    for (const post of report.falseAlarms) lines.push(`false alarm ${post.id}: ${post.text}`);
  }
  return lines.join('\n');
}
