import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { api } from './support/api';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { field } from './support/forms';
import { paidCourses } from './support/programs';
import { signInWithSession } from './support/sign-in';

// People in the studio (docs/product/studio.md, decision 0056): an administrator finds a learner,
// gives them a program, which appears in their learning, then blocks them. Texts from the studio
// and errors catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    nav: 'الأشخاص',
    search: 'الاسم أو البريد أو الهاتف',
    searchButton: 'بحث',
    find: 'امنح برنامجًا: ابحث في البرامج المنشورة',
    reason: 'السبب',
    give: 'امنح البرنامج',
    block: 'احظر',
    confirm: 'نعم، تابع',
    given: 'مُنح البرنامج وأُبلغ المتعلم.',
    blocked: 'حُظر الحساب وسُجِّل خروجه من كل الأجهزة.',
  },
  en: {
    nav: 'People',
    search: 'Name, e-mail or phone',
    searchButton: 'Search',
    find: 'Give a program: search the published programs',
    reason: 'Reason',
    give: 'Give the program',
    block: 'Block',
    confirm: 'Yes, go ahead',
    given: 'The program was given; the learner has been told.',
    blocked: 'The account is blocked and signed out everywhere.',
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

describe.for(locales)('people in the studio (%s)', (locale) => {
  const t = texts[locale];

  it('gives a learner a program, which appears in their learning, then blocks them', { timeout: 180_000 }, async () => {
    // A course whose title is plain words in this language, so typing part of it finds it.
    const courses = (await paidCourses(locale)).filter((c) => !/[0-9٠-٩\u2066-\u2069]/.test(c.title));
    const course = courses[locales.indexOf(locale) + 2]!;
    const learner = await verifiedAccount(locale, 'people');

    const page = await newPage(browser(), { locale });
    await signInWithSession(page, admin);
    await page.goto(localeUrl(locale, '/studio'));
    await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
    await field(page, t.search).fill(learner.email);
    await page.getByRole('button', { name: t.searchButton, exact: true }).click();
    const row = page.getByTestId('studio-user-row');
    await expect.poll(() => row.count(), patience).toBe(1);
    await checkAxe(page);
    await row.getByRole('link').click();
    await page.getByTestId('studio-user-facts').waitFor(patience);

    await field(page, t.find).fill(course.title.split(' ').slice(0, 3).join(' '));
    await page.getByRole('button', { name: course.title, exact: true }).click();
    await page.getByTestId('chosen-program').waitFor();
    await field(page, t.reason).fill('Scholarship for the best graduate');
    await checkAxe(page);
    await page.getByRole('button', { name: t.give, exact: true }).click();
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await page.getByRole('status').filter({ hasText: t.given }).waitFor(patience);
    await page.getByTestId('studio-user-enrollment').filter({ hasText: course.title }).waitFor(patience);

    const learnerPage = await newPage(browser(), { locale });
    await signInWithSession(learnerPage, learner);
    await learnerPage.goto(localeUrl(locale, '/my-learning-programs'));
    await learnerPage.getByTestId('my-program').filter({ hasText: course.title }).first().waitFor(patience);
    await learnerPage.context().close();

    await field(page, t.reason).fill('Shared the account with a group');
    await page.getByRole('button', { name: t.block, exact: true }).click();
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await page.getByRole('status').filter({ hasText: t.blocked }).waitFor(patience);
    await checkAxe(page);
    await page.context().close();
    const { emailAndPasswordLogin } = await api<{ emailAndPasswordLogin: { code: string } }>(
      'mutation emailAndPasswordLogin($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { code } }',
      { variables: { input: { email: learner.email, password: learner.password } } },
    );
    expect(emailAndPasswordLogin.code).toBe('ACCOUNT_BLOCKED');
  });
});
