/**
 * The `next` query parameter when it is a same-site relative path ("/en/settings"), else null.
 * Refuses absolute and protocol-relative URLs ("//evil.example", "/\\evil.example"), schemes and
 * control characters, so a login link can never send someone to another site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\')) return null;
  try {
    const url = new URL(next, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The home of a language: / for Arabic, /en for English. */
export function homePath(locale: string): string {
  return locale === 'en' ? '/en' : '/';
}
