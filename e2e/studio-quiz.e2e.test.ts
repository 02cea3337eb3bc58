import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, type Locale } from './support/browser';
import { field } from './support/forms';
import { lessonUrl } from './support/lessons';
import { loadProgram, paidCourses } from './support/programs';
import { signedInLearner, signInWithSession } from './support/sign-in';
import { newDraft, studioTexts, twin } from './support/studio';

// Quiz authoring and diploma composition in the studio (docs/product/studio.md, decisions 0046
// and 0047). Texts from the studio, explore and errors catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    ...studioTexts.ar,
    diploma: 'دبلومة',
    addSection: 'أضف قسمًا',
    newSection: 'عنوان القسم الجديد',
    addSectionSubmit: 'أضف القسم',
    addLessonTo: (title: string) => `أضف درسًا إلى «${title}»`,
    lessonTitles: 'عنوان الدرس',
    quizType: 'اختبار',
    addLessonSubmit: 'أضف الدرس',
    edit: 'تعديل',
    passingGrade: 'درجة النجاح (%)',
    maxAttempts: 'عدد المحاولات المسموح بها',
    lessonSaved: 'تم حفظ الدرس.',
    question: 'السؤال',
    correct: 'صحيح',
    questionSaved: 'تم حفظ السؤال.',
    explanation: 'الشرح',
    oneCorrect: 'حدّد خيارًا صحيحًا واحدًا فقط (أو اجعل السؤال متعدد الإجابات).',
    published: 'منشور',
    search: 'ابحث عن دورة أو ورشة عمل',
    partsSaved: 'تم حفظ برامج الدبلومة.',
    move: (title: string) => `انقل «${title}»`,
  },
  en: {
    ...studioTexts.en,
    diploma: 'Diploma',
    addSection: 'Add a section',
    newSection: 'New section title',
    addSectionSubmit: 'Add the section',
    addLessonTo: (title: string) => `Add a lesson to “${title}”`,
    lessonTitles: 'Lesson title',
    quizType: 'Quiz',
    addLessonSubmit: 'Add the lesson',
    edit: 'Edit',
    passingGrade: 'Pass mark (%)',
    maxAttempts: 'Attempts allowed',
    lessonSaved: 'The lesson was saved.',
    question: 'Question',
    correct: 'Correct',
    questionSaved: 'The question was saved.',
    explanation: 'Explanation',
    oneCorrect: 'Mark exactly one option as correct (or make it a multiple-answer question).',
    published: 'Published',
    search: 'Find a course or workshop',
    partsSaved: "The diploma's programs were saved.",
    move: (title: string) => `Move “${title}”`,
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

async function toast(page: Page, message: string) {
  await expect
    .poll(() => page.locator('[data-toast-type="success"]').filter({ hasText: message }).count(), patience)
    .toBeGreaterThan(0);
}

async function publish(page: Page, locale: Locale) {
  await expect.poll(() => page.getByTestId('checklist-ready').count(), patience).toBe(1);
  await page.getByTestId('action-publish').click();
  await expect
    .poll(() => page.getByTestId('status-badge').first().textContent(), patience)
    .toBe(texts[locale].published);
}

interface Question {
  ar: string;
  en: string;
  explanation?: { ar: string; en: string };
  options: Array<{ ar: string; en: string; correct: boolean }>;
}

/** Fills the open question form: its text, whether several answers are right, and its options. */
async function fillQuestion(page: Page, locale: Locale, question: Question, markCorrect = true) {
  const t = texts[locale];
  const form = page.getByTestId('quiz-question-form');
  await twin(form, t.question, t.arabic).fill(question.ar);
  await twin(form, t.question, t.english).fill(question.en);
  if (question.explanation) {
    await twin(form, t.explanation, t.arabic).fill(question.explanation.ar);
    await twin(form, t.explanation, t.english).fill(question.explanation.en);
  }
  const several = question.options.filter((o) => o.correct).length > 1;
  if (several) await form.getByTestId('quiz-multiple').check();
  while ((await form.getByTestId('quiz-option').count()) < question.options.length)
    await form.getByRole('button', { name: locale === 'ar' ? 'أضف خيارًا' : 'Add an option', exact: true }).click();
  for (const [index, option] of question.options.entries()) {
    const row = form.getByTestId('quiz-option').nth(index);
    await row.getByLabel(t.arabic, { exact: true }).fill(option.ar);
    await row.getByLabel(t.english, { exact: true }).fill(option.en);
    if (option.correct && markCorrect) await row.getByLabel(t.correct, { exact: true }).check();
  }
  return form;
}

const single: Question = {
  ar: 'ما أهم عنصر في الإحماء؟',
  en: 'What matters most in a warm-up?',
  explanation: { ar: 'العضلات الدافئة أقل عرضة للإصابة.', en: 'Warm muscles are less prone to injury.' },
  options: [
    { ar: 'رفع حرارة العضلات تدريجيًا', en: 'Raising muscle temperature gradually', correct: true },
    { ar: 'الإطالة الثابتة الطويلة', en: 'Long static stretches', correct: false },
    { ar: 'الجري بأقصى سرعة', en: 'Sprinting flat out', correct: false },
  ],
};
const multiple: Question = {
  ar: 'أي هذه تمارين ديناميكية؟',
  en: 'Which of these are dynamic drills?',
  options: [
    { ar: 'أرجحة الساقين', en: 'Leg swings', correct: true },
    { ar: 'الجلوس دون حركة', en: 'Sitting still', correct: false },
    { ar: 'دوران الذراعين', en: 'Arm circles', correct: true },
  ],
};

describe.for(locales)('quiz authoring and diploma composition (%s)', (locale) => {
  const t = texts[locale];

  it('an administrator builds a quiz with a single- and a multiple-answer question, publishes, and a learner who owns the course passes it', async () => {
    const page = await newPage(browser(), { locale });
    await signInWithSession(page, admin);
    const suffix = `${locale}${Date.now().toString(36)}`;
    const slug = await newDraft(page, locale, { ar: `الإحماء الذكي ${suffix}`, en: `Smart warm-ups ${suffix}` });

    await page.getByRole('button', { name: t.addSection, exact: true }).click();
    const sectionForm = page.getByTestId('add-section-form');
    await twin(sectionForm, t.newSection, t.arabic).fill('التقييم');
    await twin(sectionForm, t.newSection, t.english).fill('Assessment');
    await sectionForm.getByRole('button', { name: t.addSectionSubmit, exact: true }).click();
    await page
      .getByRole('button', { name: t.addLessonTo(locale === 'ar' ? 'التقييم' : 'Assessment'), exact: true })
      .click();
    const lessonForm = page.getByTestId('add-lesson-form');
    await lessonForm.getByLabel(t.quizType, { exact: true }).check();
    await twin(lessonForm, t.lessonTitles, t.arabic).fill('اختبار الإحماء');
    await twin(lessonForm, t.lessonTitles, t.english).fill('Warm-up quiz');
    await lessonForm.getByRole('button', { name: t.addLessonSubmit, exact: true }).click();
    await expect.poll(() => lessonForm.count(), patience).toBe(0);

    // Its pass mark, typed in Arabic-Indic digits in Arabic.
    const quizRow = () =>
      page.getByTestId('curriculum-lesson').filter({ hasText: locale === 'ar' ? 'اختبار الإحماء' : 'Warm-up quiz' });
    await quizRow().getByRole('button', { name: t.edit }).click();
    await field(page.getByTestId('lesson-form'), t.passingGrade).fill(locale === 'ar' ? '٧٠' : '70');
    await field(page.getByTestId('lesson-form'), t.maxAttempts).fill(locale === 'ar' ? '٣' : '3');
    await page.getByTestId('lesson-form-submit').click();
    await toast(page, t.lessonSaved);

    // The single-answer question, first refused with no option marked correct, then saved.
    await quizRow().getByRole('button', { name: t.edit }).click();
    await page.getByTestId('quiz-add-question').click();
    let form = await fillQuestion(page, locale, single, false);
    await form.getByTestId('quiz-question-form-submit').click();
    await expect.poll(() => form.getByText(t.oneCorrect).count(), patience).toBeGreaterThan(0);
    await form.getByTestId('quiz-option').nth(0).getByLabel(t.correct, { exact: true }).check();
    await form.getByTestId('quiz-question-form-submit').click();
    await toast(page, t.questionSaved);
    await expect.poll(() => page.getByTestId('quiz-question-form').count(), patience).toBe(0);

    await page.getByTestId('quiz-add-question').click();
    form = await fillQuestion(page, locale, multiple);
    await form.getByTestId('quiz-question-form-submit').click();
    await expect.poll(() => page.getByTestId('quiz-question').count(), patience).toBe(2);
    await checkAxe(page);
    await publish(page, locale);

    // A learner who owns it (a free course: enrolled in one step) takes the quiz and passes.
    const learner = await signedInLearner(browser(), locale, 'studio-quiz');
    await learner.goto(localeUrl(locale, `/program/${slug}`));
    await learner.getByTestId('cta-enrol-free').click();
    await learner.getByTestId('cta-continue').waitFor(patience);
    const program = await loadProgram(slug);
    const quiz = program.lessons.find((l) => l.type === 'QUIZ')!;
    await learner.goto(lessonUrl(locale, program, quiz));
    await learner.getByTestId('quiz-start').click();
    for (const [index, question] of [single, multiple].entries()) {
      await learner.getByTestId('quiz-question').waitFor();
      for (const option of question.options.filter((o) => o.correct))
        await learner.getByLabel(option[locale], { exact: true }).check();
      await learner.getByTestId(index === 1 ? 'quiz-to-summary' : 'quiz-next').click();
    }
    await learner.getByTestId('quiz-summary').waitFor();
    await checkAxe(learner);
    await learner.getByTestId('quiz-submit').click();
    await learner.getByTestId('quiz-result').waitFor();
    expect(await learner.getByTestId('quiz-result').getAttribute('data-passed')).toBe('true');
    // The review gives the explanation the author wrote, in the learner's language.
    await learner.getByTestId('quiz-review').click();
    await expect
      .poll(() => learner.getByTestId('review-explanation').textContent(), patience)
      .toContain(single.explanation![locale]);
    await page.context().close();
    await learner.context().close();
  });

  it('an administrator composes a diploma from two published courses, orders them with the keyboard, and its page lists them', async () => {
    const page = await newPage(browser(), { locale });
    await signInWithSession(page, admin);
    const [first, second] = await paidCourses(locale);
    const suffix = `${locale}${Date.now().toString(36)}`;
    const slug = await newDraft(
      page,
      locale,
      { ar: `دبلومة الإعداد البدني ${suffix}`, en: `Conditioning diploma ${suffix}` },
      t.diploma,
    );
    const parts = page.getByTestId('diploma-part');
    for (const course of [first!, second!]) {
      await field(page, t.search).fill(course.slug);
      const found = page.getByTestId('diploma-candidates').getByRole('listitem').filter({ hasText: course.title });
      await found.getByRole('button').click();
      await toast(page, t.partsSaved);
    }
    await expect.poll(() => parts.count(), patience).toBe(2);
    expect(await page.getByTestId('diploma-parts-price').textContent()).not.toBe('');
    await checkAxe(page);

    // The keyboard alone: the first course moves below the second.
    await page.getByRole('button', { name: t.move(first!.title), exact: true }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    const order = () =>
      parts.evaluateAll((rows) =>
        rows.map((row) => row.querySelector(`bdi[lang="${document.documentElement.lang}"]`)?.textContent),
      );
    await expect.poll(order, patience).toEqual([second!.title, first!.title]);
    await page.reload();
    await expect.poll(order, patience).toEqual([second!.title, first!.title]);
    await publish(page, locale);

    const visitor = await newPage(browser(), { locale });
    await visitor.goto(localeUrl(locale, `/paths/${slug}`));
    const text = (await visitor.locator('main').textContent()) ?? '';
    expect(text).toContain(first!.title);
    expect(text.indexOf(second!.title)).toBeLessThan(text.indexOf(first!.title));
    await checkAxe(visitor);
    await page.context().close();
    await visitor.context().close();
  });
});
