import { inflateSync } from 'node:zlib';

/** The text of every page of a PDF, as a PDF reader extracts it (pdf.js). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * The text of each span a PDF marks with the text it shows (`/ActualText`), in the order drawn,
 * read from its page content. Readers such as Acrobat and Chrome copy this text; pdf.js does not
 * read it.
 */
export function pdfActualTexts(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed stream
    }
    for (const span of content.matchAll(/\/ActualText \(((?:\\[^]|[^\\)])*)\)/g)) {
      const literal = span[1]!.replace(/\\([0-7]{1,3}|[^])/g, (_, escaped: string) =>
        /^[0-7]+$/.test(escaped)
          ? String.fromCharCode(parseInt(escaped, 8))
          : (ESCAPES[escaped] ?? escaped),
      );
      const data = Buffer.from(literal, 'latin1');
      texts.push(
        data[0] === 0xfe && data[1] === 0xff
          ? Buffer.from(data.subarray(2)).swap16().toString('utf16le')
          : literal,
      );
    }
  }
  return texts;
}

/**
 * One page's text pieces as a PDF reader places them: where each starts on its baseline (`x`,
 * `y`), how wide it is, and how far its font reaches above and below (`top`, `bottom`), in points
 * from the page's bottom left corner.
 */
export async function pdfTextItems(bytes: Buffer, pageNumber: number) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const content = await (await document.getPage(pageNumber)).getTextContent();
  const items = content.items.flatMap((item) => {
    if (!('str' in item) || item.str.trim() === '') return [];
    const y = item.transform[5] as number;
    const size = Math.hypot(item.transform[2] as number, item.transform[3] as number);
    const { ascent, descent } = content.styles[item.fontName]!;
    return [
      {
        text: item.str,
        x: item.transform[4] as number,
        y,
        width: item.width,
        top: y + ascent * size,
        bottom: y + descent * size,
      },
    ];
  });
  await document.destroy();
  return items;
}

/** The glyphs drawn on one page, in the order drawn: the font's code for each and its letters. */
export async function pdfGlyphs(bytes: Buffer, pageNumber: number) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const operators = await (await document.getPage(pageNumber)).getOperatorList();
  const glyphs: { code: number; text: string }[] = [];
  operators.fnArray.forEach((fn, index) => {
    if (fn !== pdfjs.OPS.showText) return;
    for (const glyph of (operators.argsArray[index] as unknown[][])[0]!) {
      if (glyph && typeof glyph === 'object' && 'unicode' in glyph) {
        const { unicode, fontChar } = glyph as { unicode: string; fontChar: string };
        glyphs.push({ code: fontChar.codePointAt(0) ?? 0, text: unicode });
      }
    }
  });
  await document.destroy();
  return glyphs;
}

/** The fonts a PDF embeds, by name (`NotoSansArabic-Bold`), without their subset tags. */
export function pdfFontNames(bytes: Buffer): string[] {
  const names = bytes.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g);
  return [...new Set([...names].map((match) => match[1]!))].sort();
}
