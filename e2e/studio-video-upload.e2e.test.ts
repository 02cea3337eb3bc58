import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { locales, newPage, patience, useBrowser } from './support/browser';
import { toArabicIndic } from './support/digits';
import { expectVideoPlays, lessonUrl } from './support/lessons';
import { loadProgram } from './support/programs';
import { signInWithSession } from './support/sign-in';
import { demoVideo, pdf } from './support/files';
import { addLesson, addSection, expectToast, newDraft, studioTexts, twin } from './support/studio';

// A lesson video sent over tus (decision 0062) while the connection drops once, read on the server
// (its length and poster frame by ffmpeg, the editor polling until it is ready), and a handout
// under it; the draft seen
// through a signed preview link (decision 0063); then the video played by a learner from the free
// preview lesson once the course is published. Texts from the studio catalogue.
const texts = {
  ar: {
    ...studioTexts.ar,
    video: 'فيديو',
    edit: 'تعديل',
    preview: 'معاينة مجانية: يستطيع أي شخص فتح هذا الدرس',
    addVideo: 'أضف الفيديو',
    attached: 'أُرفق فيديو.',
    ready: (seconds: number) =>
      `الفيديو جاهز للتشغيل. مدته المقروءة من الملف: ${toArabicIndic(String(seconds))} ثانية.`,
    duration: 'المدة بالثواني',
    lessonSaved: 'تم حفظ الدرس.',
    published: 'منشور',
    previewAddress: 'عنوان المعاينة',
    resourceTitle: 'عنوان المرفق',
    uploadFile: 'ارفع ملفًا',
    fileAttached: 'رُفع الملف — أو اختر غيره',
    addResource: 'أضف المرفق',
    resourceAdded: 'تمت إضافة المرفق.',
  },
  en: {
    ...studioTexts.en,
    video: 'Video',
    edit: 'Edit',
    preview: 'Free preview: anyone may open this lesson',
    addVideo: 'Add the video',
    attached: 'A video is attached.',
    ready: (seconds: number) => `Ready to play. Length read from the file: ${seconds} seconds.`,
    duration: 'Length in seconds',
    lessonSaved: 'The lesson was saved.',
    published: 'Published',
    previewAddress: 'Preview address',
    resourceTitle: 'Resource title',
    uploadFile: 'Upload a file',
    fileAttached: 'File uploaded — or choose another',
    addResource: 'Add the resource',
    resourceAdded: 'The resource was added.',
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

describe.for(locales)('resumable video upload (%s)', (locale) => {
  const t = texts[locale];

  it('an administrator uploads a lesson video that survives a dropped connection, and a learner who has not bought the course plays it from the free preview', async () => {
    const page = await newPage(browser(), { locale });
    await signInWithSession(page, admin);
    const stamp = `${locales.indexOf(locale)}${Date.now()}`;
    const title = { ar: `تمارين التوازن ${toArabicIndic(stamp)}`, en: `Balance drills ${stamp}` };
    const slug = await newDraft(page, locale, title);
    const section = await addSection(page, locale, { ar: 'البداية', en: 'Getting started' });
    const lesson = { ar: 'تمرين الوقوف على قدم واحدة', en: 'Standing on one leg' };
    await addLesson(page, locale, section, lesson, t.video);
    await page
      .getByTestId('curriculum-lesson')
      .filter({ hasText: lesson[locale] })
      .getByRole('button', { name: t.edit })
      .click();
    const form = page.getByTestId('lesson-form');
    await form.getByLabel(t.preview, { exact: true }).check();

    // The first chunk's connection is cut; the upload asks where it stopped and goes on.
    const requests: string[] = [];
    let cut = false;
    await page.route('**/uploads/tus**', async (route) => {
      requests.push(route.request().method());
      if (route.request().method() === 'PATCH' && !cut) {
        cut = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await form
      .getByLabel(t.addVideo, { exact: true })
      .setInputFiles({ name: 'balance.mp4', mimeType: 'video/mp4', buffer: await demoVideo() });
    await expect.poll(() => form.getByTestId('lesson-video-state').textContent(), { timeout: 30_000 }).toBe(t.attached);
    expect(requests[0]).toBe('POST');
    expect(requests.filter((method) => method === 'PATCH').length).toBeGreaterThanOrEqual(2);
    expect(Number(await form.getByLabel(t.duration, { exact: true }).inputValue())).toBeGreaterThan(0);
    // The job runner reads the file with ffprobe and ffmpeg; the editor asks until it is ready.
    const processing = form.getByTestId('lesson-video-processing');
    await expect.poll(() => processing.getAttribute('data-status'), { timeout: 60_000 }).toBe('READY');
    const seconds = Number(await form.getByLabel(t.duration, { exact: true }).inputValue());
    expect(seconds).toBeGreaterThan(0);
    expect(await processing.getByRole('status').textContent()).toBe(t.ready(seconds));
    expect(await form.getByTestId('lesson-video-poster').getAttribute('src')).toMatch(
      /^\/media\/files\/video-poster\/[0-9a-f]{32}$/,
    );
    await checkAxe(page);
    await form.getByTestId('lesson-form-submit').click();
    await expectToast(page, t.lessonSaved);

    // A handout to download under the lesson, uploaded in its own form.
    await page
      .getByTestId('curriculum-lesson')
      .filter({ hasText: lesson[locale] })
      .getByRole('button', { name: t.edit })
      .click();
    const resources = page.getByTestId('add-resource-form');
    await twin(resources, t.resourceTitle, t.arabic).fill('ورقة التمارين');
    await twin(resources, t.resourceTitle, t.english).fill('Exercise sheet');
    await resources
      .getByLabel(t.uploadFile, { exact: true })
      .setInputFiles({ name: 'sheet.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => resources.getByText(t.fileAttached, { exact: true }).count(), patience).toBe(1);
    await resources.getByRole('button', { name: t.addResource, exact: true }).click();
    await expectToast(page, t.resourceAdded);
    expect(await page.getByTestId('lesson-resources').locator('li').allTextContents()).toEqual([
      expect.stringContaining('Exercise sheet'),
    ]);

    // Before publishing, a signed preview shows the draft as learners will see it, to anyone holding the link.
    await page.getByTestId('make-preview-link').click();
    const preview = await page.getByTestId('preview-link').getByLabel(t.previewAddress, { exact: true }).inputValue();
    expect(new URL(preview).pathname).toMatch(locale === 'ar' ? /^\/preview\// : /^\/en\/preview\//);
    const stranger = await newPage(browser(), { locale });
    await stranger.goto(preview);
    await expect.poll(() => stranger.getByTestId('preview-banner').count(), patience).toBe(1);
    expect(await stranger.locator('h1').first().textContent()).toContain(title[locale]);
    expect(await stranger.locator('section[aria-labelledby="syllabus-heading"]').textContent()).toContain(
      lesson[locale],
    );
    await checkAxe(stranger);
    await stranger.context().close();

    await expect.poll(() => page.getByTestId('checklist-ready').count(), patience).toBe(1);
    await page.getByTestId('action-publish').click();
    await expect.poll(() => page.getByTestId('status-badge').first().textContent(), patience).toBe(t.published);

    const program = await loadProgram(slug);
    // A learner who has not bought it opens the free preview.
    const visitor = await newPage(browser(), { locale });
    await signInWithSession(visitor, await verifiedAccount(locale, 'preview-viewer'));
    await visitor.goto(lessonUrl(locale, program, program.lessons[0]!));
    await expectVideoPlays(visitor, /^\/video\/files\/course-video\/[0-9a-f]{32}\?(.*&)?expires=\d+/);
    expect(await visitor.getByTestId('lesson-video').locator('video').getAttribute('poster')).toMatch(
      /^\/media\/files\/video-poster\/[0-9a-f]{32}$/,
    );
    const handout = visitor.locator('section[aria-labelledby="resources-heading"] a');
    expect(await handout.getAttribute('href')).toMatch(/^\/media\/files\/lesson-resources\/[0-9a-f]{32}$/);
    expect(await handout.textContent()).toContain(locale === 'ar' ? 'ورقة التمارين' : 'Exercise sheet');
    await page.context().close();
    await visitor.context().close();
  });
});
