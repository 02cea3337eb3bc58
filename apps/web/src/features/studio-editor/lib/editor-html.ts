/**
 * The HTML a field keeps for what the editor holds: nothing for an empty document (the editor
 * answers one empty paragraph), so a blank article stays blank for the publishing checklist.
 */
export function fieldHtml(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : html;
}

/** A typed link address made usable: a bare host gets https, spaces around it go. Null when blank. */
export function linkAddress(typed: string): string | null {
  const address = typed.trim();
  if (address === '') return null;
  if (/^(https?:\/\/|\/|#)/i.test(address)) return address;
  return `https://${address}`;
}
