/**
 * The games' only source of chance: a seeded generator (mulberry32), so a game dealt from the
 * same seed is the same game (tests and `?seed=` on the play screen). Its state is one number,
 * kept inside each game's state, so every step stays a pure function.
 */

/** The next number in [0, 1) and the generator's next state. */
export function nextRandom(state: number): [value: number, state: number] {
  const next = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(next ^ (next >>> 15), 1 | next);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** A copy of `items` in a shuffled order (Fisher–Yates) and the generator's next state. */
export function shuffle<T>(items: readonly T[], state: number): [items: T[], state: number] {
  const result = [...items];
  let rng = state;
  for (let i = result.length - 1; i > 0; i -= 1) {
    const [value, next] = nextRandom(rng);
    rng = next;
    const j = Math.floor(value * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return [result, rng];
}

/** A seed from text such as a `?seed=` parameter: a number as is, other text hashed. */
export function seedFrom(text: string): number {
  const trimmed = text.trim();
  if (/^-?\d+$/.test(trimmed)) return Number.parseInt(trimmed, 10) | 0;
  let hash = 2166136261;
  for (const char of trimmed) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash | 0;
}
