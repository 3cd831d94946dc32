import { describe, expect, it } from 'vitest';
import { pdfFontNames, pdfText, pdfTextItems } from '../../test/pdf-text';
import { startPdf } from './pdf-writer';

/** A Letter page with 54 pt margins, in a PDF reader's points from the bottom left corner. */
const PAGE = { left: 54, right: 612 - 54, bottom: 54, top: 792 - 54 };

/** A one-page PDF of these paragraphs, in the report's 11 pt type. */
function paragraphs(texts: string[]) {
  const pdf = startPdf({ title: 'Scripts', createdAt: new Date('2026-03-02T15:00:00Z') });
  for (const text of texts) pdf.line(text);
  return pdf.finish();
}

type Item = Awaited<ReturnType<typeof pdfTextItems>>[number];
const overlaps = (a: Item, b: Item) =>
  a.x < b.x + b.width - 0.01 &&
  b.x < a.x + a.width - 0.01 &&
  a.bottom < b.top - 0.01 &&
  b.bottom < a.top - 0.01;

/** Every piece of text inside the margins, and no two on top of each other. */
function expectApart(items: Item[]) {
  for (const [index, item] of items.entries()) {
    expect(item.x, item.text).toBeGreaterThanOrEqual(PAGE.left - 0.01);
    expect(item.x + item.width, item.text).toBeLessThanOrEqual(PAGE.right + 0.01);
    expect(item.bottom, item.text).toBeGreaterThanOrEqual(PAGE.bottom);
    expect(item.top, item.text).toBeLessThanOrEqual(PAGE.top + 0.01);
    for (const other of items.slice(index + 1)) {
      expect(overlaps(item, other), `${item.text} / ${other.text}`).toBe(false);
    }
  }
}

const CHINESE = 'Grandma 奶奶 and Grandpa';
const EMOJI = 'Mum 🌻 loves sunflowers';
const KOREAN = '할머니 and me';
const THAI = 'คุณยายชอบปลูกดอกไม้ในสวนหลังบ้าน'; // "Grandma likes planting flowers in the back garden"

describe('the PDF writer', () => {
  it('prints simplified Chinese, Korean and Thai in their own fonts, Japanese in its own', async () => {
    const chinese = '我们的奶奶说这是她的花园'; // "Our grandma says this is her garden"
    const japanese = '佐藤花子さん、血圧の薬';
    const pdf = await paragraphs([chinese, japanese, KOREAN, THAI]);
    const text = await pdfText(pdf);
    for (const written of [chinese, japanese, KOREAN, THAI]) expect(text).toContain(written);
    expect(pdfFontNames(pdf)).toEqual(
      expect.arrayContaining([
        'NotoSansJP-Regular',
        'NotoSansKR-Regular',
        'NotoSansSC-Regular',
        'NotoSansThai-Regular',
      ]),
    );
  });

  it('starts each run where the one before it ends, lines apart and within the margins', async () => {
    const long = `${CHINESE}, ${EMOJI} and ${KOREAN}, ${THAI} `.repeat(4);
    const pdf = await paragraphs([CHINESE, EMOJI, KOREAN, THAI, long]);
    const items = await pdfTextItems(pdf, 1);
    expect(items.map((item) => item.text.trim()).slice(0, 3)).toEqual([
      'Grandma',
      '奶奶',
      'and Grandpa',
    ]);
    expectApart(items);
    // The runs of a line share one baseline.
    const [grandma, nainai] = items;
    expect(nainai!.y).toBeCloseTo(grandma!.y, 3);
  });

  it('breaks Thai, which has no spaces, between words and not inside one', async () => {
    const thai = `${THAI}และทุกเช้าหลานๆมาช่วยปลูกต้นไม้ด้วยกันอย่างมีความสุข`.repeat(4);
    const items = await pdfTextItems(await paragraphs([thai]), 1);
    expectApart(items);
    const lines = [...new Set(items.map((item) => item.y))].map((y) =>
      items
        .filter((item) => item.y === y)
        .map((item) => item.text)
        .join(''),
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(thai);
    const wordEnds = new Set(
      [...new Intl.Segmenter('th', { granularity: 'word' }).segment(thai)].map(
        ({ index, segment }) => index + segment.length,
      ),
    );
    let end = 0;
    for (const line of lines.slice(0, -1)) {
      end += line.length;
      expect(wordEnds.has(end), line).toBe(true);
    }
  });
});
