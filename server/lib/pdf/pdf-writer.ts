import PDFDocument from 'pdfkit';
import { layOutBidiText, type Piece } from './bidi-layout';
import { drawClusters } from './glyph-clusters';
import { type FontName, type FontWeight, reportFonts } from './report-fonts';

/** What a paragraph is to a screen reader: a heading of a level, or a plain paragraph. */
type TextRole = 'H1' | 'H2' | 'H3' | 'P';
type TextOptions = PDFKit.Mixins.TextOptions & { continued?: boolean; role?: TextRole };
type WrittenPiece = Piece & { options: TextOptions };

/** Paper sizes a PDF can be made for; Letter unless asked. */
export type PaperSize = 'LETTER' | 'A4';

/**
 * A PDF (US Letter unless `size` says A4) in Kinwell's report layout: Noto fonts chosen character
 * by character (`report-fonts.ts`), so names and notes in any script print as written (Arabic
 * and Hebrew right to left, decision 066), and small helpers for a title, headings, lines, lists,
 * figures and page furniture. The doctor-visit report, the care plan and memory books use it.
 *
 * The PDF is tagged for screen readers (decision 080): in English, its title shown by viewers,
 * each paragraph an element of its structure (a heading, a paragraph, a list item, a figure with
 * its alt text), and page furniture such as page numbers marked as artifacts to skip.
 */
export function startPdf(info: { title: string; createdAt: Date; size?: PaperSize }) {
  const doc = new PDFDocument({
    size: info.size ?? 'LETTER',
    margin: 54,
    info: { Title: info.title, Author: 'Kinwell', CreationDate: info.createdAt },
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
  });
  /** The structure's root; every paragraph, list and figure is one of its children. */
  const root = doc.struct('Document');
  doc.addStructure(root);
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
      // Runs are drawn in reading order. An Arabic run is drawn letter by letter, each marked
      // with the letter it shows: a glyph of Noto Sans Arabic can stand for several letters
      // (their dots are separate glyphs, decision 066), and extractors that put glyphs in reading
      // order themselves (poppler's pdftotext) would reverse a span of several (decision 084).
      // Other runs are not marked: their glyphs map to their letters one for one (decision 080).
      for (const run of [...line.runs].sort((a, b) => a.start - b.start)) {
        const at = { left: left + offset + run.x, top: top + ascent - metrics(run.font).ascent };
        doc.font(run.font);
        if (run.font.startsWith('arabic')) drawClusters(doc, run.text, run.written, at);
        else doc.text(run.text, at.left, at.top, { lineBreak: false, features: [] });
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
   * and its value, say). The paragraph is a `P` of the structure unless `role` says otherwise.
   */
  const write = (text: string, weight: FontWeight, options: TextOptions = {}) => {
    pending.push({ text, weight, options });
    if (options.continued) return;
    const pieces = pending;
    pending = [];
    const merged = Object.assign({}, ...pieces.map((piece) => piece.options)) as TextOptions;
    root.add(doc.struct(merged.role ?? 'P', {}, () => writeParagraph(pieces, merged)));
  };
  const title = (text: string) => {
    doc.fontSize(20);
    write(text, 'bold', { role: 'H1' });
    doc.fontSize(11);
  };
  const heading = (text: string) => {
    doc.moveDown(0.8).fontSize(14);
    write(text, 'bold', { role: 'H2' });
    doc.moveDown(0.3).fontSize(11);
  };
  /** A bold line heading what follows it within a section (a care plan item, say). */
  const subheading = (text: string) => write(text, 'bold', { role: 'H3', paragraphGap: 1 });
  const line = (text: string) => write(text, 'regular', { paragraphGap: 3 });
  /** Lines that are a list ("• Aspirin, 81 mg", "1. Ask about sleep"); nothing when empty. */
  const list = (items: string[]) => {
    if (items.length === 0) return;
    const element = doc.struct('L');
    root.add(element);
    for (const item of items) {
      const listItem = doc.struct('LI');
      element.add(listItem);
      listItem.add(
        doc.struct('LBody', {}, () =>
          writeParagraph([{ text: item, weight: 'regular' }], { paragraphGap: 3 }),
        ),
      );
    }
    element.end();
  };
  /** An image or drawing a screen reader describes with `alt`. */
  const figure = (alt: string, draw: () => void) => root.add(doc.struct('Figure', { alt }, draw));
  /** Page furniture (a page number, a rule) a screen reader skips. */
  const artifact = (type: 'Pagination' | 'Layout', draw: () => void) => {
    doc.markContent('Artifact', { type });
    draw();
    doc.endMarkedContent();
  };
  /** Ends the document; resolves with its bytes. */
  const finish = () => {
    root.end();
    doc.end();
    return done;
  };
  return { doc, write, title, heading, subheading, line, list, figure, artifact, finish };
}
