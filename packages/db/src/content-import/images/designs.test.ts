import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_THEMES, coverSvg, coverThemeOf } from './cover-svg';
import { portraitSvg } from './portrait-svg';

describe('generated covers and portraits', () => {
  it('draw the same picture for the same seed and a different one for another', () => {
    expect(coverSvg('programs/a', 'nutrition', 640, 360)).toBe(coverSvg('programs/a', 'nutrition', 640, 360));
    expect(coverSvg('programs/a', 'nutrition', 640, 360)).not.toBe(coverSvg('programs/b', 'nutrition', 640, 360));
    expect(portraitSvg('lecturers/a', 512, 512, 'woman')).toBe(portraitSvg('lecturers/a', 512, 512, 'woman'));
    expect(portraitSvg('lecturers/a', 512, 512)).not.toBe(portraitSvg('lecturers/b', 512, 512));
  });

  it('theme covers by category: each category its own palette, unknown ones a stable pick', () => {
    const background = (svg: string) => /stop-color="(#[0-9a-f]{6})"/.exec(svg)![1];
    const known = ['injury-rehabilitation', 'nutrition', 'sports-training', 'fitness', 'sports-psychology'];
    expect(new Set(known.map((c) => background(coverSvg('x', c, 640, 360)))).size).toBe(known.length);
    expect(coverThemeOf('nutrition-and-health')).toBe(coverThemeOf('nutrition'));
    expect(COVER_THEMES).toContain(coverThemeOf('a-new-category'));
    expect(coverThemeOf('a-new-category')).toBe(coverThemeOf('a-new-category'));
  });

  it('render with sharp to images of the asked size, without text', async () => {
    for (const svg of [coverSvg('blogs/x', 'fitness', 640, 360), portraitSvg('lecturers/x', 256, 256, 'man')]) {
      expect(svg).not.toContain('<text');
      const { width, height } = await sharp(Buffer.from(svg))
        .png()
        .toBuffer({ resolveWithObject: true })
        .then((r) => r.info);
      expect([width, height]).toEqual(svg.includes('width="640"') ? [640, 360] : [256, 256]);
    }
  });
});
