import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { localePath, type Locale } from './browser';

/**
 * Where a path in a language answers without following redirects: the status and the Location as
 * a path. Next sends the Location of a redirect twice (identical values, which browsers accept);
 * every copy must name the same place, so different ones come back joined with " | ".
 */
export async function redirectOf(
  locale: Locale,
  pathname: string,
): Promise<{ status: number; location: string | null }> {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}${localePath(locale, pathname)}`, {
    redirect: 'manual',
    headers: { 'accept-language': locale },
  });
  const locations = [
    ...new Set(
      (response.headers.get('location') ?? '')
        .split(/,\s*/)
        .filter(Boolean)
        .map((l) => decodeURI(new URL(l, baseUrl).pathname)),
    ),
  ];
  return { status: response.status, location: locations.length === 0 ? null : locations.join(' | ') };
}

/** Opens an unknown path in a language and expects the 404 page, which names the path. */
export async function expectNotFoundPage(page: Page, locale: Locale, pathname: string): Promise<void> {
  const path = localePath(locale, pathname);
  const response = await page.goto(`${inject('baseUrl')}${path}`);
  expect(response?.status()).toBe(404);
  const message = locale === 'ar' ? 'الصفحة غير موجودة: ' : 'Page Not Found: ';
  await expect.poll(() => page.textContent('body')).toContain(`${message}${path}`);
}
