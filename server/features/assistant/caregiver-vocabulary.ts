import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { tokenize } from '../../platform/safety/text-normaliser';
import { DEFAULT_KNOWLEDGE_DIR } from './knowledge-base';

/**
 * How caregivers say things, and the words the guides use for them (knowledge/vocabulary.json):
 * "he wants to go home but he is home" is also searched as sundowning, "she wet herself" as
 * incontinence. Kept as data, so a new way of saying something is one line in that file.
 */

const vocabularySchema = z.object({
  about: z.string(),
  groups: z
    .array(
      z.object({
        means: z.string().min(1),
        says: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
});

export const DEFAULT_VOCABULARY_FILE = path.join(DEFAULT_KNOWLEDGE_DIR, 'vocabulary.json');

/** Words as the search reads them, between single spaces, so phrases match whole words only. */
const asWords = (text: string): string => ` ${tokenize(text).join(' ')} `;

export interface CaregiverVocabulary {
  /** The message, followed by the guides' words for what it says in everyday words. */
  expand(message: string): string;
}

export function loadCaregiverVocabulary(
  file: string = DEFAULT_VOCABULARY_FILE,
): CaregiverVocabulary {
  const { groups } = vocabularySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const phrases = groups.map((group) => ({
    means: group.means,
    says: group.says.map(asWords),
  }));
  return {
    expand(message) {
      const words = asWords(message);
      const meant = phrases
        .filter((group) => group.says.some((phrase) => words.includes(phrase)))
        .map((group) => group.means);
      return meant.length === 0 ? message : `${message} ${meant.join(' ')}`;
    },
  };
}
