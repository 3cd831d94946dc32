/**
 * Corrects typed words against the knowledge base's own vocabulary ("appointmnts" →
 * "appointments", "demenita" → "dementia"), before stemming. MiniSearch's fuzzy search works on
 * stems, which a typo often changes beyond repair; this catches those.
 */

/** Optimal string alignment distance (Levenshtein plus swapping two neighbouring letters). */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previousPrevious = previous;
    previous = row;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many edits a word of this length may need: none below 5 letters, then 1, then 2 from 8. */
const allowedEdits = (length: number): number => (length < 5 ? 0 : length < 8 ? 1 : 2);

export interface SpellingCorrector {
  /** The known word closest to `word`, or `word` itself when it is known or nothing is close. */
  correct(word: string): string;
}

export function createSpellingCorrector(vocabulary: Iterable<string>): SpellingCorrector {
  const known = new Set(vocabulary);
  const byFirstLetter = new Map<string, string[]>();
  for (const word of known) {
    const list = byFirstLetter.get(word[0] ?? '') ?? [];
    list.push(word);
    byFirstLetter.set(word[0] ?? '', list);
  }
  const cache = new Map<string, string>();
  return {
    correct(word) {
      if (known.has(word)) return word;
      const cached = cache.get(word);
      if (cached !== undefined) return cached;
      const limit = allowedEdits(word.length);
      let best = word;
      let bestDistance = limit + 1;
      // Typos rarely change the first letter; looking only there keeps this fast and cautious.
      for (const candidate of limit === 0 ? [] : (byFirstLetter.get(word[0] ?? '') ?? [])) {
        const distance = editDistance(word, candidate, limit);
        if (distance < bestDistance) {
          best = candidate;
          bestDistance = distance;
        }
      }
      cache.set(word, best);
      return best;
    },
  };
}
