import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { api } from './support/api';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, newPage, pathOf, patience, useBrowser, type Locale } from './support/browser';
import { buyNowInSandbox, payInSandbox } from './support/checkout';
import { toArabicIndic } from './support/digits';
import { logIn, signedInLearner } from './support/sign-in';

// decision 0040 and docs/product/commerce.md (VAT, free programs): the diploma page's buy box, a
// diploma bought by a learner who owns one of its programs, one-step free enrolment, and the VAT
// note beside every price.

const browser = useBrowser();

// Texts of the program, explore and commerce catalogues (e2e imports nothing internal).
const texts = {
  ar: { vatNote: (rate: string) => `+ ${rate}٪ ضريبة القيمة المضافة`, owned: 'تمتلك بالفعل', free: 'مجاني' },
  en: { vatNote: (rate: string) => `+ ${rate}% VAT`, owned: 'You already own', free: 'Free' },
};

interface Part {
  id: string;
  slug: string;
  priceAfterDiscount: number;
}

interface Diploma {
  id: string;
  slug: string;
  title: string;
  vatRate: number;
  programs: Part[];
}

/** A paid diploma holding at least two paid programs, and the VAT rate the API reports. */
async function paidDiploma(locale: Locale): Promise<Diploma> {
  const { diplomasSite } = await api<{
    diplomasSite: { data: { items: (Diploma & { priceAfterDiscount: number })[] } };
  }>(
    'query diplomasSite { diplomasSite(paginate: { limit: 12 }) { data { items { id slug title priceAfterDiscount vatRate programs { id slug priceAfterDiscount } } } } }',
    { locale },
  );
  const found = diplomasSite.data.items.find(
    (d) => d.priceAfterDiscount > 0 && d.programs.filter((p) => p.priceAfterDiscount > 0).length >= 2,
  );
  if (!found) throw new Error('no paid diploma holds two paid programs');
  return found;
}

/** A free published course or workshop. */
async function freeProgramSlug(): Promise<string> {
  const { courses } = await api<{ courses: { data: { items: { slug: string; priceAfterDiscount: number }[] } } }>(
    'query courses { courses(paginate: { limit: 50 }) { data { items { slug priceAfterDiscount } } } }',
  );
  const free = courses.data.items.find((c) => c.priceAfterDiscount === 0);
  if (!free) throw new Error('no free program');
  return free.slug;
}

/** The VAT note as the page's language writes it. */
const vatNote = (locale: Locale, rate: number) =>
  texts[locale].vatNote(locale === 'ar' ? toArabicIndic(String(rate)) : String(rate));

const badge = (page: Page) => page.getByTestId('header-cart').getAttribute('data-count');

describe.for(locales)('buying a diploma and enrolling for free (%s)', (locale) => {
  it('shows a visitor the diploma’s buttons (its cart keeps it, buying leads to log in) and VAT beside every price', async () => {
    const diploma = await paidDiploma(locale);
    const page = await newPage(browser(), { locale });

    // Cards on the diplomas listing say that VAT is added.
    await page.goto(localeUrl(locale, '/paths'));
    await expect
      .poll(() => page.getByTestId('vat-note').first().textContent(), patience)
      .toBe(vatNote(locale, diploma.vatRate));

    const path = localePath(locale, `/paths/${diploma.slug}`);
    await page.goto(localeUrl(locale, `/paths/${diploma.slug}`));
    expect(await page.getByTestId('vat-note').first().textContent()).toBe(vatNote(locale, diploma.vatRate));
    await page.getByTestId('price-with-vat').waitFor();
    await checkAxe(page);
    // A visitor's add goes to their guest cart (docs/product/commerce.md); buying asks them to log in.
    await page.getByTestId('cta-add-to-cart').click();
    await page.getByTestId('cta-go-to-cart').waitFor();
    await page.getByTestId('cta-buy-now').click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/login'));
    // The way back carries the purchase, finished once they are signed in.
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${path}?then=buy`);
    await page.context().close();
  });

  it(
    'tells a learner who owns one of its programs what that takes off, and sells them the diploma through the cart',
    { timeout: 180_000 },
    async () => {
      const diploma = await paidDiploma(locale);
      const part = diploma.programs.find((p) => p.priceAfterDiscount > 0)!;
      const page = await signedInLearner(browser(), locale, 'diploma-purchase');
      await buyNowInSandbox(page, locale, part.id);

      await page.goto(localeUrl(locale, `/paths/${diploma.slug}`));
      const credit = page.getByTestId('diploma-credit');
      await credit.waitFor();
      const said = (await credit.textContent()) ?? '';
      expect(said).toContain(texts[locale].owned);
      expect(said).toContain(locale === 'ar' ? '١' : '1');
      if (locale === 'ar') expect(said).not.toMatch(/[0-9]/);
      await checkAxe(page);

      await page.getByTestId('cta-add-to-cart').click();
      await expect.poll(() => badge(page), patience).toBe('1');
      await page.getByTestId('cta-go-to-cart').waitFor();

      await page.goto(localeUrl(locale, '/cart'));
      const line = page.getByTestId('cart-item').filter({ hasText: diploma.title });
      await expect.poll(async () => (await line.textContent()) ?? '', patience).toContain(texts[locale].owned);
      await checkAxe(page);
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
      await payInSandbox(page, locale);
      expect(await page.getByTestId('success-items').textContent()).toContain(diploma.title);

      await page.goto(localeUrl(locale, `/paths/${diploma.slug}`));
      await page.getByTestId('cta-continue').waitFor();
      await page.context().close();
    },
  );

  it('enrols a learner in a free program in one step after logging in, then offers to continue', async () => {
    const slug = await freeProgramSlug();
    const account = await verifiedAccount(locale, 'free-enrol');
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, `/program/${slug}`));
    expect(await page.getByTestId('program-price').textContent()).toBe(texts[locale].free);
    expect(await page.getByTestId('vat-note').count()).toBe(0);
    expect(await page.getByTestId('cta-add-to-cart').count()).toBe(0);
    await page.getByTestId('cta-enrol-free').click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/login'));
    await logIn(page, locale, account, new URL(page.url()).searchParams.get('next')!);
    expect(pathOf(page)).toBe(localePath(locale, `/program/${slug}`));

    // Back on the program, the enrolment they asked for finishes by itself.
    await page.getByTestId('cta-continue').waitFor(patience);
    expect(new URL(page.url()).searchParams.get('then')).toBeNull();
    await checkAxe(page);
    await page.reload();
    await page.getByTestId('cta-continue').waitFor(patience);
    await page.context().close();
  });
});
