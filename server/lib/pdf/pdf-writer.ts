import PDFDocument from 'pdfkit';
import { hasRightToLeft, layOutBidiText, type Piece } from './bidi-layout';
import { type FontName, type FontWeight, reportFonts } from './report-fonts';

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

  /**
   * Writes a paragraph line by line (`bidi-layout.ts`), each run where the one before it ends, in
   * the font that has its characters, on one baseline; a right-to-left paragraph reads in
   * reading order and starts at the right edge of its box unless centred.
   */
  const writeParagraph = (pieces: Piece[], options: TextOptions) => {
    const isBidi = hasRightToLeft(pieces.map((piece) => piece.text).join(''));
    const left = doc.x;
    const width = options.width ?? doc.page.width - doc.page.margins.right - left;
    let top = doc.y;
    const lines = layOutBidiText(pieces, width, {
      widthOf: (text, font) => doc.font(font).widthOfString(text, { features: [] }),
      directionOf: (text, font) => fonts[font].font.layout(text).direction,
    });
    /** How far it reaches above and below the baseline, and its line gap, in points. */
    const metrics = (font: FontName) => {
      const { ascent, descent } = fonts[font].font;
      doc.font(font);
      const height = doc.currentLineHeight();
      return {
        ascent: (height * ascent) / (ascent - descent),
        descent: (height * -descent) / (ascent - descent),
        gap: doc.currentLineHeight(true) - height,
      };
    };
    for (const line of lines) {
      const lineFonts = line.fonts.length > 0 ? line.fonts : (['sans-regular'] as const);
      // Fonts differ in height: the runs share one baseline below the highest ascent, and the
      // line reaches down to the deepest descent, so the next line never overlaps it.
      const highest = (key: 'ascent' | 'descent' | 'gap') =>
        Math.max(...lineFonts.map((font) => metrics(font)[key]));
      const ascent = highest('ascent');
      const height = ascent + highest('descent') + highest('gap');
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
      // Right-to-left text is drawn in reading order, each run marked with the text it shows:
      // a glyph of Noto Sans Arabic can stand for several letters (their dots are separate
      // glyphs), so only the run as a whole says which letters it draws (decision 066).
      for (const run of [...line.runs].sort((a, b) => a.start - b.start)) {
        const runTop = top + ascent - metrics(run.font).ascent;
        if (isBidi) doc.markContent('Span', { actual: run.written });
        doc.font(run.font).text(run.text, left + offset + run.x, runTop, {
          lineBreak: false,
          features: [],
        });
        if (isBidi) doc.endMarkedContent();
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
   * and its value, say).
   */
  const write = (text: string, weight: FontWeight, options: TextOptions = {}) => {
    pending.push({ text, weight, options });
    if (options.continued) return;
    const pieces = pending;
    pending = [];
    writeParagraph(
      pieces,
      Object.assign({}, ...pieces.map((piece) => piece.options)) as TextOptions,
    );
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
