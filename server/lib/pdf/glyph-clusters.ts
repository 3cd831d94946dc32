/**
 * Drawing a shaped run cluster by cluster, each cluster marked with the letters it stands for
 * (decision 084). Noto Sans Arabic draws a letter's dots as glyphs of their own and uses one
 * dotless glyph for several letters, so a PDF's per-glyph character map cannot say which letters
 * were drawn; a marked-content span's `/ActualText` can. One span per run, in reading order, is
 * reversed by extractors that place the span's letters across its glyphs left to right and then
 * reorder right-to-left text themselves (poppler's `pdftotext`). One span per cluster, drawn where
 * the shaped run puts it, reads right in every extractor that orders text by where it is drawn.
 */

/** A glyph as fontkit lays it out: the letters it was shaped from (none for a letter's dots). */
interface ShapedGlyph {
  codePoints: number[];
}

/** Where fontkit puts a glyph, in thousandths of the font size (pdfkit scales them so). */
interface GlyphPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** Letters and the glyphs that draw them, each glyph at its place from the run's start. */
export interface GlyphCluster {
  text: string;
  glyphs: { index: number; x: number; y: number }[];
}

/**
 * The clusters of a shaped run in the order its letters are written: each glyph drawn for letters
 * of its own, with the glyphs after it drawn for none (a letter's dots), each at its place from
 * the run's left end. `text` is the text fontkit laid out, `glyphs` and `positions` its layout in
 * visual order, `isReversed` whether fontkit reversed it (it does for Arabic and Hebrew). Null
 * when the glyphs' letters do not add up to the text.
 */
export function glyphClusters(
  text: string,
  glyphs: ShapedGlyph[],
  positions: GlyphPosition[],
  isReversed: boolean,
): GlyphCluster[] | null {
  let x = 0;
  const placed = positions.map((position, index) => {
    const glyph = { index, x: x + position.xOffset, y: position.yOffset };
    x += position.xAdvance;
    return glyph;
  });
  const written = isReversed ? [...placed].reverse() : placed;
  const clusters: GlyphCluster[] = [];
  let at = 0;
  for (const glyph of written) {
    const length = String.fromCodePoint(...glyphs[glyph.index]!.codePoints).length;
    const letters = text.slice(at, at + length);
    at += length;
    const last = clusters.at(-1);
    if (last && length === 0) last.glyphs.push(glyph);
    else clusters.push({ text: letters, glyphs: [glyph] });
  }
  if (at !== text.length) return null;
  return clusters;
}

/** The parts of pdfkit's document and embedded font, not in its types, that draw glyphs. */
interface EmbeddedFont {
  id: string;
  ascender: number;
  ref(): unknown;
  layout(
    text: string,
    features: string[],
  ): { glyphs: ShapedGlyph[]; positions: GlyphPosition[]; direction: 'ltr' | 'rtl' };
  encode(text: string, features: string[]): [string[], unknown];
}
interface Internals {
  _font: EmbeddedFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Draws `text` in the document's current font and size with its top left corner at (`left`,
 * `top`), shaped whole as pdfkit's `text` with `features: []` would draw it, but cluster by
 * cluster in the order written (so pdf.js, which reads each span on its own, reads them in that
 * order): each cluster's glyph in a `Span` whose `/ActualText` is its letters, unless a space, and
 * its dots in a `Span` with an empty `/ActualText`, as they add no letter. `written` is the run as
 * written, marked whole if its clusters cannot be told apart.
 */
export function drawClusters(
  doc: PDFKit.PDFDocument,
  text: string,
  written: string,
  at: { left: number; top: number },
) {
  const { _font: font, _fontSize: size, page } = doc as unknown as Internals;
  const layout = font.layout(text, []);
  const clusters = glyphClusters(text, layout.glyphs, layout.positions, layout.direction === 'rtl');
  if (!clusters) {
    doc.markContent('Span', { actual: written });
    doc.text(text, at.left, at.top, { lineBreak: false, features: [] });
    doc.endMarkedContent();
    return;
  }
  const [codes] = font.encode(text, []);
  const scale = size / 1000;
  const baseline = page.height - at.top - font.ascender * scale;
  page.fonts[font.id] ??= font.ref();
  doc.save();
  doc.transform(1, 0, 0, -1, 0, page.height);
  doc.addContent(`BT /${font.id} ${number(size)} Tf`);
  const draw = (glyph: GlyphCluster['glyphs'][number]) => {
    const [x, y] = [at.left + glyph.x * scale, baseline + glyph.y * scale];
    doc.addContent(`1 0 0 1 ${number(x)} ${number(y)} Tm <${codes[glyph.index]}> Tj`);
  };
  for (const {
    text: letters,
    glyphs: [glyph, ...dots],
  } of clusters) {
    const isSpace = /^\s*$/.test(letters);
    if (!isSpace) doc.markContent('Span', { actual: letters });
    draw(glyph!);
    if (!isSpace) doc.endMarkedContent();
    if (dots.length === 0) continue;
    doc.markContent('Span', { actual: '' });
    dots.forEach(draw);
    doc.endMarkedContent();
  }
  doc.addContent('ET');
  doc.restore();
}
