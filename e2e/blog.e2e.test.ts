import { describe, expect, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { localePath, localeUrl, locales, newPage, useBrowser } from './support/browser';
import { articles } from './support/demo-content';
import { toLatinDigits } from './support/digits';
import { redirectOf } from './support/routes';
import { logIn } from './support/sign-in';

const browser = useBrowser();

// The blog catalogue's texts; e2e imports nothing internal.
const texts = {
  ar: { like: 'أعجبني هذا المقال' },
  en: { like: 'Like this article' },
};

describe.for(locales)('the blog (%s)', (locale) => {
  const t = texts[locale];
  const blog = articles[locale];

  it('redirects /blog/{slug} and /blogs/{slug} to the article under its category', async () => {
    const canonical = localePath(locale, `/blogs/${blog.category}/${blog.slug}`);
    expect(await redirectOf(locale, `/blog/${blog.slug}`)).toEqual({ status: 308, location: canonical });
    expect(await redirectOf(locale, `/blogs/${blog.slug}`)).toEqual({ status: 308, location: canonical });
    expect((await redirectOf(locale, '/blogs/no-such-thing')).status).toBe(404);
  });

  it('pages through the blog list with the page in the URL', async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/blogs'));
    const articles = page.locator('#articles-heading ~ div article');
    // Each card's link names its article uniquely.
    const links = () => articles.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    await expect.poll(() => articles.count()).toBe(9);
    const first = await links();
    // The demo has 12 articles (other journeys may publish more): the second page holds the
    // rest, fetched in the browser, none of them repeated from the first.
    await page.locator('nav a[href$="?page=2"]').first().click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect
      .poll(async () => {
        const shown = await links();
        return shown.length > 0 && !shown.some((href) => first.includes(href));
      })
      .toBe(true);
    const second = await links();
    expect(second.length).toBeGreaterThanOrEqual(3);
    // Opened directly, the URL's page shows the same articles as the browser fetched.
    await page.goto(localeUrl(locale, '/blogs?page=2'));
    await expect.poll(links).toEqual(second);
    await page.context().close();
  });

  it('lets a signed-in learner like an article; the count moves and survives a reload', async () => {
    const path = localePath(locale, `/blogs/${blog.category}/${blog.slug}`);
    const page = await newPage(browser(), { locale });
    await logIn(page, locale, await verifiedAccount(locale, 'blog-like'), path);
    const like = page.getByRole('button', { name: new RegExp(t.like) });
    await like.waitFor();
    const count = async () =>
      Number(toLatinDigits((await page.getByTestId('blog-likes').textContent())!).replace(/\D/g, ''));
    // The browser reads the reader's own state after mount; wait for it before toggling.
    await expect.poll(() => page.getByTestId('blog-views').getAttribute('data-fresh')).toBe('true');
    // A new learner has liked nothing yet.
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const before = await count();
    await like.click();
    await expect.poll(count).toBe(before + 1);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await expect.poll(() => page.getByTestId('blog-views').getAttribute('data-fresh')).toBe('true');
    expect(await count()).toBe(before + 1);
    expect(await page.getByRole('button', { name: new RegExp(t.like) }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });
});
