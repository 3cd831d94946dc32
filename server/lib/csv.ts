/**
 * RFC 4180 CSV: a header row of the keys, then one line per row; objects become JSON text.
 * Text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe;
 * the JSON file keeps every value exactly.
 */
export function toCsv(rows: Record<string, unknown>[]): string {
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    let text = typeof value === 'string' ? value : JSON.stringify(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [headers, ...rows.map((row) => headers.map((key) => row[key]))]
    .map((line) => line.map(cell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
