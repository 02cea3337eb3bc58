const BASE = 'http://same.invalid';

/** A browser reads a path starting `//` or `/\` as another host (protocol-relative). */
const leavesTheSite = (path: string) => path.startsWith('//') || path.startsWith('/\\');

/**
 * The `next` query parameter when it is a same-site relative path ("/en/settings"), else null.
 * It is parsed and normalised as a browser would (dot segments, percent-encoded dots), then the
 * result must stay on this origin and must not itself start with `//` or `/\`: `/.//evil.example`
 * and `/%2e%2e//evil.example` normalise to `//evil.example`, which the router would follow to
 * another site. Schemes, backslashes and control characters are refused outright.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || leavesTheSite(next)) return null;
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\')) return null;
  try {
    const url = new URL(next, BASE);
    if (url.origin !== BASE) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (leavesTheSite(path) || new URL(path, BASE).origin !== BASE) return null;
    return path;
  } catch {
    return null;
  }
}

/** The home of a language: / for Arabic, /en for English. */
export function homePath(locale: string): string {
  return locale === 'en' ? '/en' : '/';
}
