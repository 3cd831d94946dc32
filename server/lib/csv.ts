/** Tells Excel and other spreadsheets the file is UTF-8, so "Zoë" and "佐藤" open as written. */
const UTF8_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula when it opens the file (CSV injection, OWASP:
 * https://owasp.org/www-community/attacks/CSV_Injection). OWASP lists cells starting with
 * = + - @, tab or carriage return; those starting with =, @, tab or return are always defused.
 * A cell starting with + or - is defused only when what follows holds formula syntax a
 * spreadsheet would evaluate: a function call (`HYPERLINK(`, `sum (`), a DDE command or sheet
 * reference (`|`, `!`), a cell or range reference (`A1`, `$B$2`, `AA12`, `R1C1`, `A:A`) or
 * arithmetic between numbers (`+1+1`, `-2*3`). So "-2 kg since March" and "+ walked to the
 * shop" stay as typed, while every payload in OWASP's examples is still defused.
 */
const ALWAYS_FORMULA = /^[=@\t\r]/;
const SIGNED = /^[+-]/;
const FORMULA_SYNTAX = [
  /[A-Za-z_][\w.]*\s*\(/, // a function call
  /[|!]/, // DDE (cmd|' /C calc'!A0) or another sheet (Sheet2!A1)
  /(^|[^\w$])\$?[A-Za-z]{1,3}\$?\d+(?![\w(])/, // a cell reference: A1, $B$2, AA12
  /(^|\W)R\d+C\d+(?!\w)/i, // a cell reference in R1C1 style
  /(^|[^\w$])\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}(?!\w)/, // a whole-column range: A:A
  /^[+-]?\s*[\d.,]+\s*[-+*/^&<>=]\s*[\d.(]/, // arithmetic between numbers: +1+1, -2*3
];

export function isFormula(text: string): boolean {
  if (ALWAYS_FORMULA.test(text)) return true;
  if (!SIGNED.test(text)) return false;
  const rest = text.slice(1);
  return FORMULA_SYNTAX.some((pattern) => pattern.test(rest));
}

/**
 * RFC 4180 CSV, after a UTF-8 byte-order mark: a header row of the keys (or the given columns),
 * then one line per row; objects become JSON text. Text a spreadsheet would run as a formula gets
 * a leading apostrophe (see `isFormula`); the JSON file of an export keeps every value exactly.
 */
export function toCsv(rows: Record<string, unknown>[], columns?: string[]): string {
  const headers = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    let text = typeof value === 'string' ? value : JSON.stringify(value);
    if (typeof value === 'string' && isFormula(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return (
    UTF8_BOM +
    [headers, ...rows.map((row) => headers.map((key) => row[key]))]
      .map((line) => line.map(cell).join(','))
      .join('\r\n')
      .concat('\r\n')
  );
}
