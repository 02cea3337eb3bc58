import { describe, expect, it } from 'vitest';
import { arabicTypography, arabicTypographyIcu } from './arabic-typography';

const iso = (s: string) => `\u2068${s}\u2069`;

describe('arabicTypography', () => {
  it('writes numbers in Arabic-Indic digits with Arabic separators', () => {
    expect(arabicTypography('خلال 14 يومًا')).toBe('خلال ١٤ يومًا');
    expect(arabicTypography('© 2026 منارة')).toBe('© ٢٠٢٦ منارة');
    expect(arabicTypography('نسبة 12.5% من 1,200')).toBe('نسبة ١٢٫٥٪ من ١٬٢٠٠');
  });

  it('isolates left-to-right runs the bidirectional algorithm would reorder, keeping their digits', () => {
    expect(arabicTypography('برنامج مثل FIFA 11+ أو إطار RAMP')).toBe(`برنامج مثل ${iso('FIFA 11+')} أو إطار RAMP`);
    expect(arabicTypography('مثل +20 لمصر')).toBe(`مثل ${iso('+20')} لمصر`);
    expect(arabicTypography('التقويم (.ics)')).toBe(`التقويم (${iso('.ics')})`);
    expect(arabicTypography('ملف MP4 أو H264')).toBe(`ملف ${iso('MP4')} أو ${iso('H264')}`);
    expect(arabicTypography('راسلنا على help@manara.test أو https://manara.test/faqs')).toBe(
      `راسلنا على ${iso('help@manara.test')} أو ${iso('https://manara.test/faqs')}`,
    );
  });

  it('leaves plain Latin words alone: they read the same in either direction', () => {
    expect(arabicTypography('المتابعة باستخدام Google')).toBe('المتابعة باستخدام Google');
    expect(arabicTypography('ملف PDF أو DOC')).toBe('ملف PDF أو DOC');
    expect(arabicTypography('مثل sports-nutrition')).toBe('مثل sports-nutrition');
  });

  it('changes only the text of HTML, never tags, attributes, entities or code', () => {
    const html = '<p class="x1">جرّب 3 مرات <a href="/p/2">الدرس 2</a> &#8220;نص&#8221; <code>x = 42</code> ثم 5</p>';
    expect(arabicTypography(html)).toBe(
      '<p class="x1">جرّب ٣ مرات <a href="/p/2">الدرس ٢</a> &#8220;نص&#8221; <code>x = 42</code> ثم ٥</p>',
    );
  });

  it('is idempotent', () => {
    const once = arabicTypography('مثل FIFA 11+ خلال 14 يومًا');
    expect(arabicTypography(once)).toBe(once);
  });
});

describe('arabicTypographyIcu', () => {
  it('changes the text of a message, not its argument syntax', () => {
    expect(arabicTypographyIcu('أرسلنا رمزًا من 6 أرقام إلى <bdi>{email}</bdi>.')).toBe(
      'أرسلنا رمزًا من ٦ أرقام إلى <bdi>{email}</bdi>.',
    );
    expect(arabicTypographyIcu('{count, plural, =0 {لا شيء} one {واحد من 5} other {{n} من 5}}')).toBe(
      '{count, plural, =0 {لا شيء} one {واحد من ٥} other {{n} من ٥}}',
    );
    expect(arabicTypographyIcu('أضف إلى التقويم (.ics)')).toBe(`أضف إلى التقويم (${iso('.ics')})`);
  });
});
