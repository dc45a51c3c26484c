/**
 * The habit export as CSV (RFC 4180; ADR 042): a header row `habit,date,count,target,skipped`, then one row per
 * entry, CRLF line ends. A field holding a comma, a quote or a line break is quoted (quotes doubled); a field that
 * a spreadsheet would read as a formula (starting with =, +, -, @, tab or CR) is prefixed with an apostrophe.
 */

/** One exported entry. */
export interface ExportRow {
  habit: string;
  date: string;
  count: number;
  target: number;
  skipped: boolean;
}

/** `value` as one CSV field. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV text of `rows`, header first. */
export function habitsCsv(rows: readonly ExportRow[]): string {
  const lines = ['habit,date,count,target,skipped'];
  for (const row of rows)
    lines.push([field(row.habit), row.date, row.count, row.target, row.skipped].join(','));
  return `${lines.join('\r\n')}\r\n`;
}
