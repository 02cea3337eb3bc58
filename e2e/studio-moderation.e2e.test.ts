import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { api } from './support/api';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { courseSlug } from './support/demo-content';
import { field } from './support/forms';
import { programId } from './support/programs';
import { loginToken, signInWithSession } from './support/sign-in';

// Moderation in the studio (docs/product/studio.md, decision 0054): a comment reported through the
// dialog, hidden by an administrator, gone for learners, and the reporter told. Texts from the
// community, studio, errors and notifications catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    reason: 'رسائل مزعجة أو إعلانات',
    nav: 'الإشراف',
    targetType: 'المُبلَّغ عنه',
    comment: 'تعليق',
    hide: 'أخفِه',
    confirm: 'نعم، تابع',
    decided: 'سُجّل القرار وأُبلغ أصحاب البلاغات.',
    hidden: 'مخفي عن المتعلمين',
    told: 'اتخذنا إجراءً بشأن بلاغك',
  },
  en: {
    reason: 'Spam or advertising',
    nav: 'Moderation',
    targetType: 'Reported',
    comment: 'Comment',
    hide: 'Hide it',
    confirm: 'Yes, go ahead',
    decided: 'Decision recorded; the reporters have been told.',
    hidden: 'Hidden from learners',
    told: 'We acted on your report',
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

describe.for(locales)('moderation (%s)', (locale) => {
  const t = texts[locale];

  it(
    'hides a reported comment from the studio; learners no longer see it and the reporter is told',
    { timeout: 180_000 },
    async () => {
      const text = `Cheap followers here ${locale} ${Date.now()}`;
      const author = await verifiedAccount(locale, 'moderated-author');
      await api('mutation createComment($input: CreateCommentInput) { createComment(input: $input) { success } }', {
        token: await loginToken(author),
        variables: { input: { courseId: await programId(courseSlug), content: text } },
      });

      // A learner reports it through the comment's report dialog.
      const reporter = await newPage(browser(), { locale });
      await signInWithSession(reporter, await verifiedAccount(locale, 'moderation-reporter'));
      await reporter.goto(localeUrl(locale, `/program/${courseSlug}`));
      const comment = reporter.getByTestId('comment').filter({ hasText: text });
      await comment.waitFor(patience);
      await comment.getByTestId('report-open').click();
      await reporter.getByTestId('report-dialog').waitFor();
      await reporter.getByRole('radio', { name: t.reason }).check();
      await reporter.getByTestId('report-submit').click();
      await reporter.locator('[data-toast-type="success"]').waitFor(patience);

      // An administrator finds it in the queue, opens it and hides it.
      const page = await newPage(browser(), { locale });
      await signInWithSession(page, admin);
      await page.goto(localeUrl(locale, '/studio'));
      await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
      await field(page, t.targetType).selectOption({ label: t.comment });
      const row = page.getByTestId('studio-report-row').filter({ hasText: text });
      await row.waitFor(patience);
      await checkAxe(page, { dark: true });
      await row.getByRole('link').click();
      await page.getByTestId('moderation-hide').waitFor(patience);
      expect(await page.getByTestId('report-item').count()).toBe(1);
      await checkAxe(page);
      await page.getByRole('button', { name: t.hide, exact: true }).click();
      await page.getByRole('button', { name: t.confirm, exact: true }).click();
      await page.getByRole('status').filter({ hasText: t.decided }).waitFor(patience);
      await page.getByTestId('report-case-target').getByText(t.hidden).waitFor(patience);
      await checkAxe(page);
      await page.context().close();

      // Learners no longer see it; the reporter reads the outcome among their notifications.
      await reporter.reload();
      await reporter.getByTestId('comments-ready').waitFor(patience);
      expect(await reporter.getByTestId('comment').filter({ hasText: text }).count()).toBe(0);
      await reporter.goto(localeUrl(locale, '/notifications'));
      await reporter.getByTestId('notification-card').filter({ hasText: t.told }).first().waitFor(patience);
      await checkAxe(reporter);
      await reporter.context().close();
    },
  );
});
