import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/**
 * Flesch–Kincaid grade of plain text. Every block (paragraph, list item, heading) ends a sentence,
 * as a reader takes it, and so do `.`, `!` and `?` followed by a space.
 */
export function readingGrade(text: string): number {
  const sentences = text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z0-9]/i.test(sentence));
  const words = sentences.flatMap(
    (sentence) => sentence.match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/gi) ?? [],
  );
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  return fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables });
}
