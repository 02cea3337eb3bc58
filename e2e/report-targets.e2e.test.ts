import { describe, it } from 'vitest';
import { api } from './support/api';
import { checkAxe } from './support/axe';
import { localeUrl, locales, patience, useBrowser } from './support/browser';
import { courseSlug, workshopSlug } from './support/demo-content';
import { signedInLearner } from './support/sign-in';

// The report dialog's reason (community catalogue); e2e imports nothing internal.
const reasons = { ar: 'رسائل مزعجة أو إعلانات', en: 'Spam or advertising' };
const browser = useBrowser();

/** A published diploma's address, from the API. */
async function diplomaSlug(): Promise<string> {
  const data = await api<{ diplomasSite: { data: { items: { slug: string }[] } } }>(
    'query diplomasSite { diplomasSite(paginate: { limit: 1 }) { data { items { slug } } } }',
  );
  return data.diplomasSite.data.items[0]!.slug;
}

/** Every reportable target has its button (docs/product/community.md): courses, workshops and diplomas here. */
describe.for(locales)('reporting a program (%s)', (locale) => {
  it('reports a course, a workshop and a diploma through the dialog', { timeout: 120_000 }, async () => {
    const page = await signedInLearner(browser(), locale, 'report-programs');
    for (const path of [`/program/${courseSlug}`, `/program/${workshopSlug}`, `/paths/${await diplomaSlug()}`]) {
      await page.goto(localeUrl(locale, path));
      await page.getByTestId('report-open').click();
      await page.getByTestId('report-dialog').waitFor();
      await page.getByRole('radio', { name: reasons[locale] }).check();
      await checkAxe(page);
      await page.getByTestId('report-submit').click();
      await page.getByTestId('report-dialog').waitFor({ state: 'detached' });
      await page.locator('[data-toast-type="success"]').waitFor(patience);
    }
    await page.context().close();
  });
});
