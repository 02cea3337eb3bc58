/** A plain-text table: right-aligned numbers, left-aligned text, one header rule. */
export function printTable(headers: string[], rows: Array<Array<string | number>>): void {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => (row[i] ?? '').length)));
  const numeric = headers.map((_, i) => cells.every((row) => /^[-\d.,×%]+( ms| MB| KB)?$|^—$/.test(row[i] ?? '')));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

export const ms = (value: number, digits = 2) => `${value.toFixed(digits)} ms`;
export const int = (value: number) => Math.round(value).toLocaleString('en');
