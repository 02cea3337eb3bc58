import { translate, type Locale } from '@manara/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageMetadata } from './page-metadata';

// The catalogues themselves, without a Next request around the call.
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    (key: string) =>
      translate(locale, `${namespace}.${key}`),
}));

const origin = 'https://manara.example';
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.WEB_BASE_URL;
  process.env.WEB_BASE_URL = origin;
});
afterEach(() => {
  if (saved === undefined) delete process.env.WEB_BASE_URL;
  else process.env.WEB_BASE_URL = saved;
});

const params = (locale: string) => ({ params: Promise.resolve({ locale }) });

describe('pageMetadata', () => {
  it('gives pages without parameters their canonical and alternates', async () => {
    const meta = await pageMetadata('about')(params('en'));
    expect(meta.title).toBe(translate('en', 'pages.about.title'));
    expect(meta.alternates?.canonical).toBe(`${origin}/en/about`);
    expect(meta.alternates?.languages).toMatchObject({ ar: `${origin}/about`, 'x-default': `${origin}/about` });
    expect(meta.openGraph).toMatchObject({ locale: 'en_US', siteName: 'Manara' });
  });

  it('uses a given path', async () => {
    const meta = await pageMetadata('program', { path: '/program/acl' })(params('ar'));
    expect(meta.alternates?.canonical).toBe(`${origin}/program/acl`);
  });

  it('leaves the canonical out when the path is unknown, and keeps private pages out of search', async () => {
    const meta = await pageMetadata('cart', { private: true })(params('ar'));
    expect(meta).toEqual({
      title: translate('ar', 'pages.cart.title'),
      description: translate('ar', 'pages.cart.description'),
      robots: { index: false, follow: false },
    });
  });
});
