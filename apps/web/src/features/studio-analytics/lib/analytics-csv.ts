/** One CSV cell: quoted when it holds a comma, a quote or a line break. */
function cell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Tables as one CSV text (decision 0059): each table its header row and rows, a blank line
 * between them, CRLF line ends and a UTF-8 byte-order mark so Excel reads Arabic as Arabic.
 */
export function toCsv(tables: ReadonlyArray<{ header: string[]; rows: Array<Array<string | number>> }>): string {
  const body = tables
    .map(({ header, rows }) => [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n'))
    .join('\r\n\r\n');
  return `\uFEFF${body}\r\n`;
}
