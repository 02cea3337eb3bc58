import { translate, type Locale } from '@manara/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProgramPrice } from './program-price';

// The catalogues themselves, without a Next request around the call.
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    (key: string, values?: Record<string, string | number>) =>
      translate(locale, `${namespace}.${key}`, values),
}));

const discounted = { originalPrice: 500, priceAfterDiscount: 400.5, vatRate: 14, priceWithVat: 456.57 };
// 23:59 in Cairo on 8 December 2026 (UTC+2).
const endsAt = '2026-12-08T21:59:00.000Z';

async function html(props: Partial<Parameters<typeof ProgramPrice>[0]> & { locale: Locale }) {
  return renderToStaticMarkup(await ProgramPrice({ ...discounted, offerEndsAt: null, ...props }));
}

describe('ProgramPrice', () => {
  it('says when a discount with an end stops, in Cairo time and the page’s digits', async () => {
    const en = await html({ locale: 'en', offerEndsAt: endsAt });
    expect(en).toContain('data-testid="offer-ends"');
    expect(en).toMatch(/Offer ends [^<]*December[^<]*2026[^<]*11:59\sPM \(Cairo time\)/);
    const ar = await html({ locale: 'ar', offerEndsAt: endsAt });
    expect(ar).toContain('ينتهي العرض');
    expect(ar).toMatch(/ينتهي العرض [^<]*٨ ديسمبر ٢٠٢٦[^<]*١١:٥٩[^<]*\(بتوقيت القاهرة\)/);
  });

  it('says nothing of an end without one, or when no discount applies', async () => {
    expect(await html({ locale: 'en' })).not.toContain('offer-ends');
    expect(await html({ locale: 'en', offerEndsAt: endsAt, priceAfterDiscount: 500, priceWithVat: 570 })).not.toContain(
      'offer-ends',
    );
  });
});
