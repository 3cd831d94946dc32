/** The parts of fontkit (pdfkit's font reader) the PDF writer uses. */
declare module 'fontkit' {
  interface GlyphRun {
    /** The direction fontkit shaped the run in, found from its first letter's script. */
    direction: 'ltr' | 'rtl';
  }
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: string[]): GlyphRun;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
  }
  export function create(buffer: Buffer): Font;
}
