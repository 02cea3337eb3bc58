import type { ImportReport } from './types';

/** Human-readable report: counts per kind, then one line per problem (`file: path: message`). */
export function formatReport(report: ImportReport): string {
  const lines = ['Imported:'];
  for (const [kind, count] of Object.entries(report.imported)) lines.push(`  ${kind.padEnd(18)} ${count}`);
  if (report.errors.length === 0) {
    lines.push('No errors.');
  } else {
    lines.push(`${report.errors.length} error(s):`);
    for (const e of report.errors) lines.push(`  ${e.file}: ${e.path ? `${e.path}: ` : ''}${e.message}`);
  }
  return lines.join('\n');
}
