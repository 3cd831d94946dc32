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
 * Each span a PDF marks with the text it shows (`/ActualText`), in the order drawn, read from its
 * page content: its text, where its first glyph is drawn (`x`), and its `line`, the same for the
 * spans drawn on one baseline of one page. Readers such as Acrobat and Chrome copy this text, and
 * poppler's `pdftotext` places it across the span's glyphs; pdf.js does not read it.
 */
export function pdfActualTexts(bytes: Buffer) {
  const spans: { text: string; x: number; line: string }[] = [];
  for (const [stream, content] of contentStreams(bytes).entries()) {
    for (const span of content.matchAll(/\/ActualText \(((?:\\[^]|[^\\)])*)\)/g)) {
      const literal = span[1]!.replace(/\\([0-7]{1,3}|[^])/g, (_, escaped: string) =>
        /^[0-7]+$/.test(escaped)
          ? String.fromCharCode(parseInt(escaped, 8))
          : (ESCAPES[escaped] ?? escaped),
      );
      const data = Buffer.from(literal, 'latin1');
      const at = /(\S+) (\S+) Tm/.exec(content.slice(span.index));
      spans.push({
        text:
          data[0] === 0xfe && data[1] === 0xff
            ? Buffer.from(data.subarray(2)).swap16().toString('utf16le')
            : literal,
        x: Number(at?.[1]),
        line: `${stream} ${at?.[2]}`,
      });
    }
  }
  return spans;
}

/**
 * The `/ActualText` of each line of a PDF's right-to-left text, its spans read from right to left
 * as an extractor that orders text by where it is drawn reads them (poppler's `pdftotext`).
 */
export function pdfActualTextRightToLeft(bytes: Buffer): string[] {
  const spans = pdfActualTexts(bytes);
  return [...new Set(spans.map((span) => span.line))].map((line) =>
    spans
      .filter((span) => span.line === line)
      .sort((a, b) => b.x - a.x)
      .map((span) => span.text)
      .join(''),
  );
}

/** The PDF's compressed streams (its pages' content among them), as text. */
function contentStreams(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  return [...raw.matchAll(/stream\r?\n/g)].flatMap((match) => {
    const start = match.index + match[0].length;
    try {
      return [
        inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1'),
      ];
    } catch {
      return []; // not a compressed stream
    }
  });
}

interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

/**
 * What a screen reader is told of a PDF: whether it is tagged, its language, whether a viewer
 * shows its title, each page's structure (its elements' roles in reading order, a figure as
 * "Figure: its alt text"), and the kinds of artifact (page furniture a reader skips) drawn.
 */
export async function pdfTags(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const roles = (node: StructNode): string[] => [
    ...(node.role && node.role !== 'Root'
      ? [node.role === 'Figure' ? `Figure: ${node.alt ?? ''}` : node.role]
      : []),
    ...(node.children ?? []).flatMap(roles),
  ];
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const tree = (await (await document.getPage(number)).getStructTree()) as StructNode | null;
    pages.push(tree ? roles(tree) : []);
  }
  const markInfo = await document.getMarkInfo();
  await document.destroy();
  const raw = bytes.toString('latin1');
  return {
    marked: markInfo?.Marked === true,
    hasStructTreeRoot: raw.includes('/Type /StructTreeRoot'),
    lang: /\/Lang \((.*?)\)/.exec(raw)?.[1] ?? null,
    displayTitle: raw.includes('/DisplayDocTitle true'),
    pages,
    artifacts: contentStreams(bytes).flatMap((content) =>
      [...content.matchAll(/\/Artifact <<\s*\/Type \/(\w+)/g)].map((match) => match[1]!),
    ),
  };
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
