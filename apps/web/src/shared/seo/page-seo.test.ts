import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { absoluteUrl, buildMetadata } from './page-seo';

const origin = 'https://manara.example';
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.WEB_BASE_URL;
  process.env.WEB_BASE_URL = `${origin}/`;
});
afterEach(() => {
  if (saved === undefined) delete process.env.WEB_BASE_URL;
  else process.env.WEB_BASE_URL = saved;
});

describe('absoluteUrl', () => {
  it('keeps Arabic at the bare path and puts English under /en', () => {
    expect(absoluteUrl('ar', '/')).toBe(`${origin}/`);
    expect(absoluteUrl('en', '/')).toBe(`${origin}/en`);
    expect(absoluteUrl('ar', '/program/acl')).toBe(`${origin}/program/acl`);
    expect(absoluteUrl('en', 'program/acl')).toBe(`${origin}/en/program/acl`);
  });
});

describe('buildMetadata', () => {
  const base = { path: '/program/acl', title: 'ACL', description: 'Rehab' };

  it('sets the canonical of the page language and hreflang alternates with x-default Arabic', () => {
    const meta = buildMetadata({ ...base, locale: 'en' });
    expect(meta.alternates?.canonical).toBe(`${origin}/en/program/acl`);
    expect(meta.alternates?.languages).toEqual({
      ar: `${origin}/program/acl`,
      en: `${origin}/en/program/acl`,
      'x-default': `${origin}/program/acl`,
    });
  });

  it('fills Open Graph and Twitter with the brand of the page language', () => {
    const meta = buildMetadata({ ...base, locale: 'ar', type: 'article' });
    expect(meta.title).toBe('ACL');
    expect(meta.openGraph).toMatchObject({
      title: 'ACL | منارة',
      url: `${origin}/program/acl`,
      siteName: 'منارة',
      locale: 'ar_EG',
      alternateLocale: ['en_US'],
      type: 'article',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'ACL | منارة' });
    expect(meta.robots).toBeUndefined();
  });

  it('points social images at the image route as absolute 1200x630 JPEG', () => {
    const meta = buildMetadata({ ...base, locale: 'en', image: 'content/programs/acl.webp' });
    const url = `${origin}/img/content/programs/acl.webp?w=1200&h=630&fmt=jpeg&fit=cover`;
    expect(meta.openGraph?.images).toEqual([{ url, width: 1200, height: 630, type: 'image/jpeg', alt: 'ACL' }]);
    expect(meta.twitter?.images).toEqual([{ url, alt: 'ACL' }]);
  });

  it('leaves images out without a key', () => {
    const meta = buildMetadata({ ...base, locale: 'en', image: null });
    expect(meta.openGraph).not.toHaveProperty('images');
    expect(meta.twitter).not.toHaveProperty('images');
  });

  it('uses an absolute title as is and marks private pages noindex', () => {
    const meta = buildMetadata({ ...base, locale: 'en', title: 'Manara | Learn', absoluteTitle: true, noindex: true });
    expect(meta.title).toEqual({ absolute: 'Manara | Learn' });
    expect(meta.openGraph?.title).toBe('Manara | Learn');
    expect(meta.robots).toEqual({ index: false, follow: false });
  });
});
