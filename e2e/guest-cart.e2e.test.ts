import { describe, expect, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { courseSlug } from './support/demo-content';
import { logIn } from './support/sign-in';

const browser = useBrowser();

/**
 * A visitor's cart (docs/product/commerce.md): filled without an account, kept across pages, and
 * waiting in the learner's cart after they log in from checkout.
 */
describe.for(locales)('the guest cart (%s)', (locale) => {
  it('a visitor fills a cart, logs in at checkout and finds it in their own cart', async () => {
    const account = await verifiedAccount(locale, 'guest-cart');
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, `/program/${courseSlug}`));
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByTestId('cta-add-to-cart').click();
    await page.getByTestId('cta-go-to-cart').click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/cart'));
    const line = page.getByTestId('cart-item').filter({ hasText: title });
    await expect.poll(() => line.count(), patience).toBe(1);
    await page.getByTestId('guest-coupon-note').waitFor();
    await checkAxe(page);

    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/login'));
    expect(new URL(page.url()).searchParams.get('next')).toBe(localePath(locale, '/cart'));
    await logIn(page, locale, account, localePath(locale, '/cart'));
    await expect.poll(() => page.getByTestId('cart-item').filter({ hasText: title }).count(), patience).toBe(1);
    await expect.poll(() => page.getByTestId('header-cart').getAttribute('data-count'), patience).toBe('1');
    await page.context().close();
  });
});
