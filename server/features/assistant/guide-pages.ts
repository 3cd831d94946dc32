import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CAREGIVER_VOCABULARY } from '../../../shared/guide-search';
import { searchTerms } from '../../platform/safety/text-normaliser';
import type { AssistantTopic } from '../../adapters/assistant-provider';
import { coprimeStride } from '../../platform/safety/harm-classifier';
import { EVAL_SETS, isDescribedEmergency, LEARNING_SETS } from './eval/question-sets';
import type { KnowledgeSection } from './knowledge-base';

/**
 * Which guide a caregiver's question is about (docs/decisions/087). A passage search needs the
 * question to share words with one passage; "any tips for saving the mattress, he's wet every
 * night" shares almost none with the incontinence guide's sections, yet it is plainly that
 * guide's question. This reads the whole question against every guide at once: a softmax
 * regression over the question's search terms and word pairs, trained on what each guide says
 * (its title, headings, questions and text) and on caregivers' questions labelled with the guide
 * that answers them.
 *
 * Deterministic: examples are visited in a fixed order with a fixed learning-rate schedule, so
 * the same guides and questions always give the same answers.
 */

export interface PageExample {
  message: string;
  page: string;
  /** How much the example counts; a guide's own long text counts less than a question. */
  weight?: number;
}

export interface PageGuess {
  page: string;
  probability: number;
}

export interface GuidePageClassifier {
  /** Every guide, likeliest first, with the probability that the message is its question. */
  guess(message: string): PageGuess[];
}

const EPOCHS = 20;
const L2 = 1e-4;
/** A guide's text is long and says much besides its subject: it counts this much of a question. */
const TEXT_WEIGHT = 0.3;
const TEXT_CHARS = 400;
/** How much a question of the sets that label no guide counts (see loadPageExamples). */
const OTHER_SET_WEIGHT = 0.3;

/** The question's search terms (stemmed, stop words out, in the guides' words too) and pairs. */
function featuresOf(message: string): string[] {
  const terms = searchTerms(CAREGIVER_VOCABULARY.expand(message));
  const features = terms.map((term) => `w:${term}`);
  for (let i = 0; i + 1 < terms.length; i++) features.push(`b:${terms[i]}_${terms[i + 1]}`);
  return features;
}

/** What the guides say, as examples of their own subject. */
export function guideExamples(passages: readonly KnowledgeSection[]): PageExample[] {
  return passages.flatMap((passage) => [
    { message: `${passage.heading} ${passage.keywords}`, page: passage.link },
    { message: passage.body.slice(0, TEXT_CHARS), page: passage.link, weight: TEXT_WEIGHT },
  ]);
}

export function trainGuidePageClassifier(
  pages: readonly string[],
  examples: readonly PageExample[],
): GuidePageClassifier {
  const classes = [...new Set(pages)].sort();
  const classOf = new Map(classes.map((page, index) => [page, index]));
  const usable = examples.filter((example) => classOf.has(example.page));
  const vectors = usable.map((example) => featuresOf(example.message));
  const weights = new Map<string, Float64Array>();
  const bias = new Float64Array(classes.length);

  const probabilities = (features: readonly string[]): Float64Array => {
    const scale = 1 / Math.sqrt(features.length || 1);
    const z = Float64Array.from(bias);
    for (const feature of features) {
      const row = weights.get(feature);
      if (row) for (let c = 0; c < classes.length; c++) z[c] = (z[c] ?? 0) + (row[c] ?? 0) * scale;
    }
    const top = Math.max(...z);
    let sum = 0;
    for (let c = 0; c < z.length; c++) {
      z[c] = Math.exp((z[c] ?? 0) - top);
      sum += z[c] ?? 0;
    }
    for (let c = 0; c < z.length; c++) z[c] = (z[c] ?? 0) / sum;
    return z;
  };

  // A fixed, spread-out visiting order, as the harm classifier's.
  const n = usable.length;
  const stride = coprimeStride(n);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = 0.3 / (1 + epoch * 0.2);
    for (let step = 0; step < n; step++) {
      const at = (step * stride + epoch) % n;
      const example = usable[at];
      const features = vectors[at];
      if (!example || !features) continue;
      const target = classOf.get(example.page) ?? 0;
      const p = probabilities(features);
      const scale = 1 / Math.sqrt(features.length || 1);
      const weight = example.weight ?? 1;
      const rows = features.map((feature) => {
        let row = weights.get(feature);
        if (!row) {
          row = new Float64Array(classes.length);
          weights.set(feature, row);
        }
        return row;
      });
      for (let c = 0; c < classes.length; c++) {
        const gradient = ((p[c] ?? 0) - (c === target ? 1 : 0)) * weight;
        bias[c] = (bias[c] ?? 0) - rate * gradient;
        for (const row of rows) row[c] = (row[c] ?? 0) * (1 - rate * L2) - rate * gradient * scale;
      }
    }
  }

  return {
    guess(message) {
      const p = probabilities(featuresOf(message));
      return classes
        .map((page, c) => ({ page, probability: p[c] ?? 0 }))
        .sort((a, b) => b.probability - a.probability || a.page.localeCompare(b.page));
    },
  };
}

/**
 * The question sets the classifier learns from, those the harm check learns from. The everyday
 * sets label the guide that answers each question; the others teach it what no guide answers
 * (questions about Kinwell, emergencies).
 */
export const PAGE_TRAINING_SETS: readonly string[] = LEARNING_SETS.map((name) => EVAL_SETS[name]);

const labelledQuestion = z.object({
  message: z.string(),
  expectedTopic: z.string(),
  expectedEscalation: z.boolean(),
  expectedPage: z.string().nullable().optional(),
  emergency: z.boolean().optional(),
});

/** The class of a question about Kinwell itself: the knowledge files answer it. */
export const KINWELL_CLASS = 'kinwell';

/** The topics of questions about Kinwell itself, which no guide answers. */
export const KINWELL_TOPICS: ReadonlySet<string> = new Set<AssistantTopic>([
  'features',
  'pricing',
  'getting_started',
  'technical',
  'privacy',
  'family',
  'greeting',
  'human',
]);

/** The class of a described emergency: no guide answers it, the safety rules do. */
export const EMERGENCY_CLASS = 'emergency';

/**
 * Calm questions labelled with the page that answers them, and described emergencies labelled
 * as such, from the sets named.
 */
export function loadPageExamples(files: readonly string[] = PAGE_TRAINING_SETS): PageExample[] {
  return files.flatMap((file) => {
    // The older sets teach what no guide answers; they outnumber the everyday sets, so weigh less.
    const weight = path.basename(file).startsWith('everyday') ? 1 : OTHER_SET_WEIGHT;
    return z
      .array(labelledQuestion)
      .parse(JSON.parse(readFileSync(file, 'utf8')))
      .flatMap((question) => {
        if (question.emergency === true || isDescribedEmergency(question)) {
          return [{ message: question.message, page: EMERGENCY_CLASS, weight }];
        }
        if (KINWELL_TOPICS.has(question.expectedTopic)) {
          return [{ message: question.message, page: KINWELL_CLASS, weight }];
        }
        return question.expectedPage
          ? [{ message: question.message, page: question.expectedPage }]
          : [];
      });
  });
}
