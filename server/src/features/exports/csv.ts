/** UTF-8 byte order mark: without it Excel reads the file as ANSI and mangles the accents. */
export const BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (CSV injection): OWASP's advice is to start it with a quote.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number | null | undefined;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; text that looks like a formula defused. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: BOM, a header row, CRLF line ends (RFC 4180). */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
