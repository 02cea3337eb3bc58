import { describe, expect, it } from 'vitest';
import { locales, patience, useBrowser } from './support/browser';
import { certifiedCourseSlug } from './support/demo-content';
import { bunnyEmbedUrl, lessonUrl, playAsBunny, videoSelector } from './support/lessons';
import { loadProgram } from './support/programs';
import { signedInLearner } from './support/sign-in';

const browser = useBrowser();

describe.for(locales)('a Bunny Stream lesson video (%s)', (locale) => {
  it('plays Bunny Stream videos in their signed iframe', async () => {
    const program = await loadProgram(certifiedCourseSlug);
    const preview = program.lessons.find((l) => l.isPreview && l.type === 'VIDEO')!;
    const embed = bunnyEmbedUrl();
    const page = await signedInLearner(browser(), locale, 'learning-bunny');
    // The API answers as it does in Bunny mode (its own tests check the token); the page must frame it.
    await playAsBunny(page, embed);
    await page.goto(lessonUrl(locale, program, preview));
    const frame = page.getByTestId('lesson-video').locator('iframe');
    await frame.waitFor(patience);
    expect(await frame.getAttribute('src')).toBe(embed);
    expect(await page.locator(videoSelector).count()).toBe(0);
    await page.context().close();
  });
});
