import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * Fonts for the PDF report, so names and notes print in any script families write: Noto Sans
 * (Latin with Polish and Turkish letters, Cyrillic, Greek), Noto Sans Arabic, Noto Sans Hebrew,
 * Noto Sans Thai, Noto Sans JP, SC and KR (Japanese, simplified Chinese, Korean, and the Han
 * ideographs they share) and Noto Emoji (black and white: PDFs cannot show colour emoji fonts).
 * All are under the SIL Open Font License, read from their npm packages, and embedded as subsets
 * of the characters used, so a report stays small and a font no character needs is not embedded
 * at all. Lines are laid out in `bidi-layout.ts`.
 */
const require = createRequire(import.meta.url);

export type FontFamily =
  'sans' | 'arabic' | 'hebrew' | 'thai' | 'japanese' | 'chinese' | 'korean' | 'emoji';
export type FontWeight = 'regular' | 'bold';
/** The name a font is registered under in a PDF document, e.g. `arabic-bold`. */
export type FontName = `${FontFamily}-${FontWeight}`;

const FILES: Record<FontFamily, Record<FontWeight, string>> = {
  sans: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  hebrew: {
    regular: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  },
  thai: {
    regular: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
  },
  japanese: {
    regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  },
  chinese: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  korean: {
    regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  },
  emoji: {
    regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
  },
};
/**
 * The order a character is looked for in. Latin letters and digits keep Noto Sans (decision 066);
 * the three CJK fonts come in the order `cjkOrder` gives for the text (decision 080).
 */
const FALLBACK: readonly FontFamily[] = [
  'sans',
  'arabic',
  'hebrew',
  'thai',
  'japanese',
  'chinese',
  'korean',
  'emoji',
];

/**
 * The fonts to try, in order, for text. The Han ideographs are shared by Japanese, Chinese and
 * Korean but drawn a little differently in each: Japanese text (it has kana) keeps Noto Sans JP,
 * Korean text (it has Hangul) Noto Sans KR, and Han without either is taken for Chinese, in Noto
 * Sans SC. A character the first CJK font lacks is looked for in the other two.
 */
function fallbackFor(text: string): readonly FontFamily[] {
  const firstHan: FontFamily = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)
    ? 'japanese'
    : /\p{Script=Hangul}/u.test(text)
      ? 'korean'
      : 'chinese';
  const cjk = FALLBACK.indexOf('japanese');
  return [
    ...FALLBACK.slice(0, cjk),
    firstHan,
    ...FALLBACK.filter((family) => family !== firstHan && FALLBACK.indexOf(family) >= cjk),
  ];
}

interface LoadedFont {
  name: FontName;
  data: Buffer;
  /** The font as fontkit reads it: its metrics, and how it lays out a run of text. */
  font: Font;
}

let loaded: {
  files: Record<FontName, LoadedFont>;
  coverage: Record<FontFamily, Font>;
} | null = null;

/** Reads the font files once per process. */
export function reportFonts() {
  if (loaded) return loaded;
  const files = {} as Record<FontName, LoadedFont>;
  const coverage = {} as Record<FontFamily, Font>;
  for (const family of FALLBACK) {
    for (const weight of ['regular', 'bold'] as const) {
      const data = readFileSync(require.resolve(FILES[family][weight]));
      const name: FontName = `${family}-${weight}`;
      files[name] = { name, data, font: create(data) };
      if (weight === 'regular') coverage[family] = files[name].font;
    }
  }
  loaded = { files, coverage };
  return loaded;
}

/** Joiners and variation selectors travel with the character before them. */
const isModifier = (codePoint: number) =>
  codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Splits text into runs, each in the first font that has its characters (an emoji sequence
 * stays whole; the CJK fonts are tried in the order `fallbackFor` gives). Spaces and punctuation stay in the run they are in, unless it is emoji (whose
 * spaces are as wide as an emoji).
 */
export function fontRuns(text: string): { family: FontFamily; text: string }[] {
  const { coverage } = reportFonts();
  const runs: { family: FontFamily; text: string }[] = [];
  const fallback = fallbackFor(text);
  for (const { segment } of segmenter.segment(text)) {
    const codePoints = [...segment]
      .map((char) => char.codePointAt(0) ?? 0)
      .filter((codePoint) => !isModifier(codePoint));
    const has = (family: FontFamily) =>
      codePoints.every((codePoint) => coverage[family].hasGlyphForCodePoint(codePoint));
    const last = runs.at(-1);
    const family =
      last && last.family !== 'emoji' && /^[\s\p{P}]+$/u.test(segment) && has(last.family)
        ? last.family
        : (fallback.find(has) ?? 'sans');
    if (last?.family === family) last.text += segment;
    else runs.push({ family, text: segment });
  }
  return runs;
}
