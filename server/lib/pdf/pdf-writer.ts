import PDFDocument from 'pdfkit';
import { fontRuns, reportFonts, type FontWeight } from './report-fonts';

/** Paper sizes a PDF can be made for; Letter unless asked. */
export type PaperSize = 'LETTER' | 'A4';

/**
 * A PDF (US Letter unless `size` says A4) in Kinwell's report layout: Noto fonts chosen character
 * by character (`report-fonts.ts`), so names and notes in any script print as written, and three
 * small helpers for a title, headings and lines. The doctor-visit report, the care plan and memory
 * books use it.
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

  for (const font of Object.values(reportFonts().files)) doc.registerFont(font.name, font.data);
  /** Writes text run by run, each in a font that has its characters. */
  const write = (
    text: string,
    weight: FontWeight,
    options: PDFKit.Mixins.TextOptions & { continued?: boolean } = {},
  ) => {
    const runs = fontRuns(text);
    runs.forEach((run, index) => {
      doc
        .font(`${run.family}-${weight}`)
        .text(run.text, { ...options, continued: index < runs.length - 1 || !!options.continued });
    });
    if (runs.length === 0) doc.text('', options);
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
