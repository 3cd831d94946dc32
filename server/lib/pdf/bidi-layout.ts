import bidiFactory from 'bidi-js';
import { type FontName, type FontWeight, fontRuns } from './report-fonts';

/**
 * Every paragraph of the PDF writer, laid out in lines (decisions 066 and 080). pdfkit wraps and
 * draws text in the order it is stored, and shapes it word by word; that prints Arabic and Hebrew
 * backwards, cannot break Thai between words, and places runs of different fonts on different
 * baselines. Here the Unicode bidirectional algorithm (bidi-js) orders each line as it is read,
 * lines break at spaces and between the words of Thai, and each run of one font and one direction
 * is handed to fontkit whole, so Arabic letters join, and placed where the one before it ends.
 */
const bidi = bidiFactory();

/** Part of a paragraph in one weight: a bold label followed by a regular value, say. */
export interface Piece {
  text: string;
  weight: FontWeight;
}

/** A run of text in one font and direction, ready to draw left to right. */
export interface LaidOutRun {
  /** What to draw: fontkit lays it out (and reverses it when it is Arabic or Hebrew). */
  text: string;
  /** The run as written, in reading order. */
  written: string;
  font: FontName;
  width: number;
  /** Where the run starts in the paragraph as written, to write runs in reading order. */
  start: number;
  /** Its distance from the line's left end. */
  x: number;
}

export interface LaidOutLine {
  runs: LaidOutRun[];
  width: number;
  fonts: FontName[];
  /** A line of a right-to-left paragraph, which reads from the right edge of its box. */
  isRightToLeft: boolean;
}

/** How the writer measures and shapes text; a function of the PDF document and font size. */
export interface TextMeasure {
  widthOf: (text: string, font: FontName) => number;
  /** The direction fontkit will shape `text` in by itself (it decides from the first letter). */
  directionOf: (text: string, font: FontName) => 'ltr' | 'rtl';
}

/** Whether text needs this layout: some of it reads right to left. */
export function hasRightToLeft(text: string): boolean {
  return bidi.getEmbeddingLevels(text, 'auto').levels.some((level) => level > 0);
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const reverseGraphemes = (text: string) =>
  [...graphemes.segment(text)]
    .map(({ segment }) => segment)
    .reverse()
    .join('');

/**
 * The paragraph's lines, each at most `width` wide (a word longer than that is broken between
 * letters), with their runs in visual order. A new line in the text starts a new paragraph, with
 * its own direction.
 */
export function layOutBidiText(pieces: Piece[], width: number, measure: TextMeasure) {
  const text = pieces.map((piece) => piece.text).join('');
  const fontAt: FontName[] = [];
  for (const piece of pieces) {
    for (const run of fontRuns(piece.text)) {
      for (let i = 0; i < run.text.length; i += 1) fontAt.push(`${run.family}-${piece.weight}`);
    }
  }
  const embedding = bidi.getEmbeddingLevels(text, 'auto');
  const { levels } = embedding;
  /** A bracket in right-to-left text is drawn mirrored, on its own (see `layOutLine`). */
  const isMirrored = (index: number) =>
    (levels[index]! & 1) === 1 && bidi.getMirroredCharacter(text[index]!) !== null;
  const sameRun = (a: number, b: number) =>
    fontAt[a] === fontAt[b] && levels[a] === levels[b] && !isMirrored(a) && !isMirrored(b);

  /** Widths of the runs of [start, end) as written; shaping does not cross a space. */
  const widthOf = (start: number, end: number) => {
    let total = 0;
    for (let runStart = start; runStart < end;) {
      let runEnd = runStart + 1;
      while (runEnd < end && sameRun(runStart, runEnd)) runEnd += 1;
      total += measure.widthOf(text.slice(runStart, runEnd), fontAt[runStart]!);
      runStart = runEnd;
    }
    return total;
  };

  const layOutLine = (start: number, end: number, paragraphLevel: number): LaidOutLine => {
    const order = bidi.getReorderedIndices(text, embedding, start, end - 1).slice(start, end);
    const runs: LaidOutRun[] = [];
    let x = 0;
    for (let i = 0; i < order.length;) {
      const first = order[i]!;
      let j = i + 1;
      const step = j < order.length ? order[j]! - first : 0;
      while (
        j < order.length &&
        Math.abs(step) === 1 &&
        order[j]! - order[j - 1]! === step &&
        sameRun(first, order[j]!)
      ) {
        j += 1;
      }
      const runStart = Math.min(first, order[j - 1]!);
      const written = text.slice(runStart, Math.max(first, order[j - 1]!) + 1);
      const font = fontAt[first]!;
      const direction = (levels[first]! & 1) === 1 ? 'rtl' : 'ltr';
      // fontkit reverses a run when its first letter is Arabic or Hebrew. A run it would draw the
      // wrong way round (a bracket or an emoji in Hebrew text, Arabic-Indic digits in a number)
      // is reversed here first, and its brackets mirrored.
      const drawn =
        measure.directionOf(written, font) === direction
          ? written
          : reverseGraphemes(
              direction === 'rtl'
                ? [...written].map((char) => bidi.getMirroredCharacter(char) ?? char).join('')
                : written,
            );
      const runWidth = measure.widthOf(drawn, font);
      runs.push({ text: drawn, written, font, width: runWidth, start: runStart, x });
      x += runWidth;
      i = j;
    }
    return {
      runs,
      width: x,
      fonts: [...new Set(runs.map((run) => run.font))],
      isRightToLeft: (paragraphLevel & 1) === 1,
    };
  };

  const lines: LaidOutLine[] = [];
  for (const paragraph of embedding.paragraphs) {
    // bidi-js ends a paragraph on its separator (a new line), which is not drawn; "\r\n" is one.
    if (text[paragraph.start] === '\n' && text[paragraph.start - 1] === '\r') continue;
    const end = /[\n\r\u2029]/.test(text[paragraph.end] ?? '') ? paragraph.end : paragraph.end + 1;
    const breaks = lineBreaks(text, paragraph.start, end, width, widthOf);
    for (const [lineStart, lineEnd] of breaks) {
      lines.push(layOutLine(lineStart, lineEnd, paragraph.level));
    }
  }
  return lines;
}

/** Scripts written without spaces between words: Thai, Lao, Khmer and Burmese. */
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** What a line never starts with: a mark, or Thai's repetition and abbreviation signs. */
const NO_BREAK_BEFORE = /[\p{M}\u0e2f\u0e46]/u;
/** ICU's dictionaries find the words of every unspaced script, whatever the locale. */
const words = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Where a line may end in [start, end): after each word with the spaces after it, and in text
 * written without spaces, between two of its words.
 */
function lineEnds(text: string, start: number, end: number): number[] {
  const ends: number[] = [];
  for (const match of text.slice(start, end).matchAll(/\s*\S+\s*|\s+/g)) {
    const chunkStart = start + match.index;
    if (UNSPACED.test(match[0])) {
      for (const { index } of words.segment(match[0])) {
        const at = chunkStart + index;
        const [before, after] = [text[at - 1] ?? '', text[at] ?? ''];
        if (index > 0 && UNSPACED.test(before) && UNSPACED.test(after)) {
          if (!NO_BREAK_BEFORE.test(after)) ends.push(at);
        }
      }
    }
    ends.push(chunkStart + match[0].length);
  }
  return ends;
}

/**
 * Greedy line breaking at spaces, and between words of Thai and the other scripts written
 * without spaces: [start, end) of each line, trailing spaces left out. An empty paragraph is one
 * empty line.
 */
function lineBreaks(
  text: string,
  start: number,
  end: number,
  width: number,
  widthOf: (start: number, end: number) => number,
): [number, number][] {
  const trimEnd = (from: number, to: number) => {
    while (to > from && /\s/.test(text[to - 1]!)) to -= 1;
    return to;
  };
  const wordEnds = lineEnds(text, start, end);
  const lines: [number, number][] = [];
  let lineStart = start;
  let lineEnd = start;
  for (const wordEnd of wordEnds) {
    if (widthOf(lineStart, trimEnd(lineStart, wordEnd)) <= width) {
      lineEnd = wordEnd;
      continue;
    }
    if (lineEnd > lineStart) lines.push([lineStart, trimEnd(lineStart, lineEnd)]);
    lineStart = lineEnd;
    // A word wider than the line is broken between letters.
    let from = lineStart;
    for (const { index, segment } of graphemes.segment(text.slice(lineStart, wordEnd))) {
      const next = lineStart + index + segment.length;
      if (next - from > segment.length && widthOf(from, trimEnd(from, next)) > width) {
        lines.push([from, lineStart + index]);
        from = lineStart + index;
      }
    }
    lineStart = from;
    lineEnd = wordEnd;
  }
  if (lineEnd > lineStart || lines.length === 0) lines.push([lineStart, trimEnd(lineStart, end)]);
  return lines;
}
