/** The one part of fontkit (pdfkit's font reader) the report uses: which characters a font has. */
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
