/** The canonical page of a program: /paths/{slug} for a diploma, /program/{slug} otherwise (docs/product/shell.md). */
export function programHref(program: { type: string; slug: string }): string {
  return program.type === 'DIPLOMA'
    ? `/paths/${encodeURIComponent(program.slug)}`
    : `/program/${encodeURIComponent(program.slug)}`;
}
