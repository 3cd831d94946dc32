import PDFDocument from 'pdfkit';
import { hasRightToLeft, layOutBidiText, type Piece } from './bidi-layout';
import { type FontName, fontRuns, type FontWeight, reportFonts } from './report-fonts';

type TextOptions = PDFKit.Mixins.TextOptions & { continued?: boolean };
type WrittenPiece = Piece & { options: TextOptions };

/** Paper sizes a PDF can be made for; Letter unless asked. */
export type PaperSize = 'LETTER' | 'A4';

/**
 * A PDF (US Letter unless `size` says A4) in Kinwell's report layout: Noto fonts chosen character
 * by character (`report-fonts.ts`), so names and notes in any script print as written (Arabic
 * and Hebrew right to left, decision 066), and three small helpers for a title, headings and
 * lines. The doctor-visit report, the care plan and memory books use it.
 */
export function startPdf(info: { title: string; createdAt: Date; size?: PaperSize }) {
  const doc = new PDFDocument({
    size: info.size ?? 'LETTER',
    margin: 54,
    info: { Title: info.title, Author: 'Kinwell', CreationDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fonts = reportFonts().files;
  for (const font of Object.values(fonts)) doc.registerFont(font.name, font.data);

  /** Writes text run by run, each in a font that has its characters. */
  const writeLeftToRight = (pieces: WrittenPiece[]) => {
    const runs = pieces.flatMap((piece) =>
      fontRuns(piece.text).map((run) => ({ ...run, weight: piece.weight, options: piece.options })),
    );
    runs.forEach((run, index) => {
      doc
        .font(`${run.family}-${run.weight}`)
        .text(run.text, { ...run.options, continued: index < runs.length - 1 });
    });
    if (runs.length === 0) doc.text('', pieces.at(-1)?.options);
  };

  /**
   * Writes a paragraph with right-to-left text line by line in reading order (`bidi-layout.ts`);
   * a right-to-left paragraph starts at the right edge of its box unless centred.
   */
  const writeBidi = (pieces: Piece[], options: TextOptions) => {
    const left = doc.x;
    const width = options.width ?? doc.page.width - doc.page.margins.right - left;
    let top = doc.y;
    const lines = layOutBidiText(pieces, width, {
      widthOf: (text, font) => doc.font(font).widthOfString(text, { features: [] }),
      directionOf: (text, font) => fonts[font].font.layout(text).direction,
    });
    /** Its ascent and line height at the current size, in points. */
    const metrics = (font: FontName) => {
      const { ascent, descent } = fonts[font].font;
      doc.font(font);
      return {
        ascent: (doc.currentLineHeight() * ascent) / (ascent - descent),
        height: doc.currentLineHeight(true),
      };
    };
    for (const line of lines) {
      const lineFonts = line.fonts.length > 0 ? line.fonts : (['sans-regular'] as const);
      // Fonts differ in height: the line is as tall as its tallest, on one baseline.
      const ascent = Math.max(...lineFonts.map((font) => metrics(font).ascent));
      const height = Math.max(...lineFonts.map((font) => metrics(font).height));
      if (top + height > doc.page.maxY() && top > doc.page.margins.top) {
        doc.addPage();
        top = doc.y;
      }
      const align = options.align ?? (line.isRightToLeft ? 'right' : 'left');
      const offset =
        align === 'center'
          ? (width - line.width) / 2
          : align === 'right' || (align === 'justify' && line.isRightToLeft)
            ? width - line.width
            : 0;
      // Drawn in reading order, each run marked with the text it shows: a glyph of Noto Sans
      // Arabic can stand for several letters (their dots are separate glyphs), so only the run as
      // a whole says which letters it draws (decision 066).
      for (const run of [...line.runs].sort((a, b) => a.start - b.start)) {
        const runTop = top + ascent - metrics(run.font).ascent;
        doc.markContent('Span', { actual: run.written });
        doc.font(run.font).text(run.text, left + offset + run.x, runTop, {
          lineBreak: false,
          features: [],
        });
        doc.endMarkedContent();
      }
      top += height + (options.lineGap ?? 0);
    }
    doc.x = left;
    doc.y = top + (options.paragraphGap ?? 0);
  };

  /** Parts of a paragraph written with `continued`, kept until the paragraph ends. */
  let pending: WrittenPiece[] = [];
  /**
   * Writes text in a weight; `continued` keeps the paragraph open for the next call (a bold label
   * and its value, say). A paragraph with any right-to-left text is laid out by `writeBidi`.
   */
  const write = (text: string, weight: FontWeight, options: TextOptions = {}) => {
    pending.push({ text, weight, options });
    if (options.continued) return;
    const pieces = pending;
    pending = [];
    if (hasRightToLeft(pieces.map((piece) => piece.text).join(''))) {
      writeBidi(pieces, Object.assign({}, ...pieces.map((piece) => piece.options)) as TextOptions);
    } else {
      writeLeftToRight(pieces);
    }
  };
  const title = (text: string) => {
    doc.fontSize(20);
    write(text, 'bold');
    doc.fontSize(11);
  };
  const heading = (text: string) => {
    doc.moveDown(0.8).fontSize(14);
    write(text, 'bold');
    doc.moveDown(0.3).fontSize(11);
  };
  const line = (text: string) => write(text, 'regular', { paragraphGap: 3 });
  /** Ends the document; resolves with its bytes. */
  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, write, title, heading, line, finish };
}
