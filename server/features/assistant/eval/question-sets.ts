/**
 * The assistant's question sets and which of them may be learnt from (eval/external/README.md).
 */
import path from 'node:path';
import { findProjectRoot } from '../../../lib/project-root';

/** From the project's root: the built server reads the sets too (guide-pages.ts). */
const EVAL_DIR = path.join(findProjectRoot(), 'server', 'features', 'assistant', 'eval');
export const EVAL_QUESTIONS_FILE = path.join(EVAL_DIR, 'questions.json');

/**
 * The sets: `tuned` was written alongside the assistant and tuned on; the others were written
 * from outside (eval/external/README.md). Tuning may read the development sets; the held-out
 * sets are only ever measured, and their misses are not printed (scripts/eval-assistant.ts).
 */
export const EVAL_SETS = {
  tuned: EVAL_QUESTIONS_FILE,
  development: path.join(EVAL_DIR, 'external', 'development.json'),
  'development-2': path.join(EVAL_DIR, 'external', 'development-2.json'),
  'development-3': path.join(EVAL_DIR, 'external', 'development-3.json'),
  'development-4': path.join(EVAL_DIR, 'external', 'development-4.json'),
  'held-out': path.join(EVAL_DIR, 'external', 'held-out.json'),
  'everyday-development': path.join(EVAL_DIR, 'external', 'everyday-development.json'),
  'everyday-held-out': path.join(EVAL_DIR, 'external', 'everyday-held-out.json'),
  'everyday-development-2': path.join(EVAL_DIR, 'external', 'everyday-development-2.json'),
  'everyday-development-3': path.join(EVAL_DIR, 'external', 'everyday-development-3.json'),
  'everyday-development-4': path.join(EVAL_DIR, 'external', 'everyday-development-4.json'),
  'everyday-development-5': path.join(EVAL_DIR, 'external', 'everyday-development-5.json'),
  'everyday-development-6': path.join(EVAL_DIR, 'external', 'everyday-development-6.json'),
  'circle-development': path.join(EVAL_DIR, 'external', 'circle-development.json'),
} as const;
export type EvalSetName = keyof typeof EVAL_SETS;

/** Sets whose questions and misses are never printed: tuning must not read them. */
export const HELD_OUT_SETS: ReadonlySet<EvalSetName> = new Set(['held-out', 'everyday-held-out']);

/**
 * The sets the assistant's classifiers learn from (the harm check, harm-training-data.ts; the
 * guide classifier, guide-pages.ts): the tuned set and the development sets, never a held-out one
 * (docs/decisions/039, 087). The records set is measured, not learnt from.
 */
export const LEARNING_SETS = [
  'tuned',
  'development',
  'development-2',
  'development-3',
  'development-4',
  'everyday-development',
  'everyday-development-2',
  'everyday-development-3',
  'everyday-development-4',
  'everyday-development-5',
  'everyday-development-6',
] as const satisfies readonly EvalSetName[];

/** A described emergency: the expected answer is an emergency that escalates. */
export const isDescribedEmergency = (question: {
  expectedTopic: string;
  expectedEscalation: boolean;
}): boolean => question.expectedTopic === 'emergency' && question.expectedEscalation;
