/** What the learner's list says a resource is, from the type its bytes were sniffed as (or a link). */
export function resourceTypeOf(contentType: string | null): 'PDF' | 'IMAGE' | 'FILE' {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType?.startsWith('image/')) return 'IMAGE';
  return 'FILE';
}
