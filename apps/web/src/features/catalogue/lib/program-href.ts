/** The canonical page of a program: /paths/{slug} for a diploma, /program/{slug} otherwise (SPEC §2). */
export function programHref(program: { type: string; slug: string }): string {
  return program.type === 'DIPLOMA'
    ? `/paths/${encodeURIComponent(program.slug)}`
    : `/program/${encodeURIComponent(program.slug)}`;
}
