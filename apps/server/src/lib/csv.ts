/** One field of a CSV record; a missing value is an empty field. */
export type CsvCell = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a text cell as a formula. */
const formulaStart = /^[=+\-@\t\r]/;
/** A number written as text ("-5", "+358401234567"): a spreadsheet reads it, never runs it. */
const plainNumber = /^[+-]?\d+(\.\d+)?$/;

function field(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  // A customer named "=HYPERLINK(…)" is shown as text, never run (OWASP CSV injection).
  const text = formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const record = (cells: readonly CsvCell[]) => `${cells.map(field).join(',')}\r\n`;

/**
 * A whole CSV file (RFC 4180): a header record, then one per row, each ended by CRLF. The
 * byte order mark tells spreadsheet programs the file is UTF-8, so ä, ö and å read right.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${record(header)}${rows.map(record).join('')}`;
}
