import { localeCookieName } from '@manara/i18n';

/**
 * Logout (docs/product/accounts.md): expire every cookie script can see and empty localStorage. The httpOnly
 * session cookie is cleared by the API's `logout`. The language cookie is kept on purpose: it
 * is a preference, not account data, and without it the next visit to / could switch language.
 */
export function clearClientState(): void {
  const host = location.hostname;
  const domains = ['', `; domain=${host}`, `; domain=.${host}`];
  const segments = location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name || name === localeCookieName) continue;
    for (const domain of domains) {
      for (const path of paths) {
        document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}${domain}`;
      }
    }
  }
  try {
    localStorage.clear();
  } catch {
    // storage disabled (private mode, policy): nothing to clear
  }
}
