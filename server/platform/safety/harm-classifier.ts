import type { EmergencyKind } from './emergency-words';
import { conceptsIn, HARM_CONCEPTS, type HarmConcept } from './harm-lexicon';
import { porterStem } from './porter-stemmer';

/**
 * A small statistical text classifier for the second harm check (docs/decisions/039): logistic
 * regression over hashed features (stemmed words, word pairs, and the concepts of harm-lexicon.ts
 * alone and in pairs), plus a naive Bayes over the concepts that tells which kind of emergency a
 * message is most like. (Character n-grams were tried and dropped: across sets they learnt the
 * writers' style, not harm, and cost precision without adding recall; decision 039.)
 *
 * Everything is deterministic: features are hashed with FNV-1a, training visits the examples in
 * the order given with a fixed learning-rate schedule, and weights are rounded, so training on
 * the same questions always gives the same model (scripts/train-harm-classifier.ts writes it to
 * harm-model.json; a test trains again and compares).
 */

/** Hashed feature space: 2^14 weights. */
export const FEATURE_BITS = 14;
const FEATURE_COUNT = 1 << FEATURE_BITS;

/** Contractions written without the apostrophe, spelt out so "cant" reads as "can not". */
const CONTRACTIONS: Readonly<Record<string, string>> = {
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  wasnt: 'was not',
  arent: 'are not',
  hasnt: 'has not',
  havent: 'have not',
  hadnt: 'had not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  aint: 'is not',
  hes: 'he is',
  shes: 'she is',
  im: 'i am',
  ive: 'i have',
  theyre: 'they are',
  theres: 'there is',
  whats: 'what is',
};

/** Lower-case words of letters and digits, contractions spelt out. */
export function classifierText(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => CONTRACTIONS[word] ?? word)
    .join(' ');
}

/** FNV-1a, 32 bits. */
function hash(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The message's features as names (for tests and for reading what the model saw). */
export function featureNames(message: string): string[] {
  const text = classifierText(message);
  const words = text.length > 0 ? text.split(' ') : [];
  const stems = words.map(porterStem);
  const names: string[] = [];
  for (const stem of stems) names.push(`w:${stem}`);
  for (let i = 0; i + 1 < stems.length; i++) names.push(`b:${stems[i]}_${stems[i + 1]}`);
  const concepts = conceptsIn(text);
  for (const concept of concepts) names.push(`k:${concept}`);
  for (let i = 0; i < concepts.length; i++) {
    for (let j = i + 1; j < concepts.length; j++) names.push(`kk:${concepts[i]}+${concepts[j]}`);
  }
  if (concepts.length === 0) names.push('k:none');
  return names;
}

/** Sparse vector: feature indices and values, normalised to length 1. */
export interface Features {
  index: number[];
  value: number[];
}

export function featuresOf(message: string): Features {
  const counts = new Map<number, number>();
  for (const name of featureNames(message)) {
    const at = hash(name) & (FEATURE_COUNT - 1);
    counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  const index = [...counts.keys()].sort((a, b) => a - b);
  const raw = index.map((at) => Math.sqrt(counts.get(at) ?? 0));
  const norm = Math.sqrt(raw.reduce((sum, v) => sum + v * v, 0)) || 1;
  return { index, value: raw.map((v) => v / norm) };
}

export interface TrainingExample {
  message: string;
  /** A described emergency. */
  harm: boolean;
  /** Its kind, when known. */
  kind?: EmergencyKind;
}

export interface HarmModel {
  featureBits: number;
  /** Logistic regression: weights (rounded) and bias. */
  weights: number[];
  bias: number;
  /** The probability from which a message is treated as describing harm. */
  threshold: number;
  /**
   * Naive Bayes per kind over the concepts (in HARM_CONCEPTS order): log prior, and for each
   * concept the log probability of its presence and of its absence, rounded.
   */
  kinds: { kind: EmergencyKind; logPrior: number; concepts: [number, number][] }[];
}

const round = (value: number, places: number): number => {
  const factor = 10 ** places;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

export interface TrainingOptions {
  epochs?: number;
  /** L2 penalty per update. */
  l2?: number;
  /** Weight of a described emergency against an everyday message: recall first. */
  harmWeight?: number;
}

/**
 * Trains the logistic regression with stochastic gradient descent in the order of `examples`
 * (deterministic), and the naive Bayes over the kinds of the described emergencies.
 */
export function trainHarmModel(
  examples: readonly TrainingExample[],
  threshold: number,
  options: TrainingOptions = {},
): HarmModel {
  const epochs = options.epochs ?? 30;
  const l2 = options.l2 ?? 1e-3;
  const harmWeight = options.harmWeight ?? 1;
  const vectors = examples.map((example) => featuresOf(example.message));
  const weights = new Float64Array(FEATURE_COUNT);
  let bias = 0;
  // A fixed, spread-out visiting order (a stride coprime with the count), not a random shuffle.
  const n = examples.length;
  const stride = coprimeStride(n);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = 0.5 / (1 + epoch * 0.2);
    for (let step = 0; step < n; step++) {
      const at = (step * stride + epoch) % n;
      const example = examples[at];
      const vector = vectors[at];
      if (!example || !vector) continue;
      let z = bias;
      for (let k = 0; k < vector.index.length; k++) {
        z += (weights[vector.index[k] ?? 0] ?? 0) * (vector.value[k] ?? 0);
      }
      const target = example.harm ? 1 : 0;
      const gradient = (sigmoid(z) - target) * (example.harm ? harmWeight : 1);
      for (let k = 0; k < vector.index.length; k++) {
        const i = vector.index[k] ?? 0;
        weights[i] = (weights[i] ?? 0) * (1 - rate * l2) - rate * gradient * (vector.value[k] ?? 0);
      }
      bias -= rate * gradient;
    }
  }

  const kinds: HarmModel['kinds'] = [];
  const labelled = examples.filter(
    (example): example is TrainingExample & { kind: EmergencyKind } => example.kind !== undefined,
  );
  const conceptSets = labelled.map(
    (example) => new Set(conceptsIn(classifierText(example.message))),
  );
  const kindNames = [...new Set(labelled.map((example) => example.kind))].sort();
  for (const kind of kindNames) {
    const members = conceptSets.filter((_, i) => labelled[i]?.kind === kind);
    kinds.push({
      kind,
      logPrior: round(Math.log(members.length / labelled.length), 4),
      // Bernoulli naive Bayes with add-one smoothing: log P(present), log P(absent).
      concepts: HARM_CONCEPTS.map((concept) => {
        const present =
          (members.filter((set) => set.has(concept)).length + 1) / (members.length + 2);
        return [round(Math.log(present), 4), round(Math.log(1 - present), 4)] as [number, number];
      }),
    });
  }

  return {
    featureBits: FEATURE_BITS,
    weights: [...weights].map((weight) => round(weight, 3)),
    bias: round(bias, 4),
    threshold,
    kinds,
  };
}

/** A stride coprime with `n`: visiting every n-th example by it reaches each once, spread out. */
export function coprimeStride(n: number): number {
  if (n <= 1) return 1;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.max(1, Math.floor(n * 0.618));
  while (gcd(stride, n) !== 1) stride++;
  return stride;
}

/** The probability that a message describes harm happening now, by the model. */
export function harmProbability(model: HarmModel, message: string): number {
  const vector = featuresOf(message);
  let z = model.bias;
  for (let k = 0; k < vector.index.length; k++) {
    z += (model.weights[vector.index[k] ?? 0] ?? 0) * (vector.value[k] ?? 0);
  }
  return sigmoid(z);
}

/** The kind of emergency the message is most like, and how sure the model is (0 to 1). */
export function likeliestKind(
  model: HarmModel,
  message: string,
): { kind: EmergencyKind; probability: number } | null {
  if (model.kinds.length === 0) return null;
  const present = new Set(conceptsIn(classifierText(message)));
  const scores = model.kinds.map(({ logPrior, concepts }) =>
    HARM_CONCEPTS.reduce(
      (score, concept, i) => score + (concepts[i]?.[present.has(concept) ? 0 : 1] ?? 0),
      logPrior,
    ),
  );
  const best = Math.max(...scores);
  const exp = scores.map((score) => Math.exp(score - best));
  const sum = exp.reduce((a, b) => a + b, 0);
  let top = 0;
  for (let i = 1; i < scores.length; i++) if ((scores[i] ?? 0) > (scores[top] ?? 0)) top = i;
  const entry = model.kinds[top];
  return entry ? { kind: entry.kind, probability: (exp[top] ?? 0) / sum } : null;
}

/** Concepts, exported for tests and the training script's report. */
export { HARM_CONCEPTS, type HarmConcept };
