import { describe, expect, it } from 'vitest';
import { toCertificateView } from './certificate-view';
import { renderCertificateHtml } from './render-certificate-html';
import { sampleCertificateRow, sampleIssuer } from './testing/sample-certificate';

const view = (overrides = {}) =>
  toCertificateView(sampleCertificateRow(overrides), {
    now: new Date('2027-02-01T00:00:00Z'),
    webBaseUrl: 'https://manara.test',
    issuer: sampleIssuer,
  });
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<svg[\s\S]*?<\/svg>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('renderCertificateHtml', () => {
  it('renders the Arabic certificate right-to-left, landscape, with the Arabic facts first and the Cairo date', async () => {
    const html = await renderCertificateHtml(view(), sampleIssuer, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('size: A4 landscape');
    expect(html).toContain('<p class="learner"><bdi>سارة محمود</bdi></p>');
    expect(html).toContain('<p class="other" lang="en" dir="ltr"><bdi>Sara Mahmoud</bdi></p>');
    const text = textOf(html);
    expect(text).toContain('شهادة إتمام');
    expect(text).toContain('أساسيات التغذية الرياضية');
    expect(text).toContain('أحمد سامي');
    expect(text).toContain('MNR-7K2Q-9XCD');
    expect(text).toContain('١ يناير ٢٠٢٧');
    expect(text).toContain('https://manara.test/certification/');
  });

  it('renders the English certificate left-to-right and points its QR code to the English page', async () => {
    const html = await renderCertificateHtml(view({ certificationType: 'ACE' }), sampleIssuer, 'en');
    expect(html).toContain('<html lang="en" dir="ltr">');
    const text = textOf(html);
    expect(text).toContain('Accredited Certificate (ACE)');
    expect(text).toContain('has successfully completed the course');
    expect(text).toContain('Sports Nutrition Basics');
    expect(text).toContain('January 1, 2027');
    expect(text).toContain('https://manara.test/en/certification/6f1c1d3e-0000-4000-8000-00000000c001');
    expect(html).toMatch(/<div class="qr"><svg [^>]*viewBox="0 0 \d+ \d+"[^>]*>[\s\S]*<path[\s\S]*<\/svg>/);
  });

  it('encodes a different QR code per language', async () => {
    const qr = (html: string) => html.match(/<svg[\s\S]*<\/svg>/)![0];
    expect(qr(await renderCertificateHtml(view(), sampleIssuer, 'ar'))).not.toBe(
      qr(await renderCertificateHtml(view(), sampleIssuer, 'en')),
    );
  });

  it('escapes names and titles and leaves out an absent lecturer', async () => {
    const html = await renderCertificateHtml(
      view({
        enLearnerName: '<script>x</script>',
        enProgramTitle: 'A & <b>B</b>',
        arLecturerName: null,
        enLecturerName: null,
      }),
      sampleIssuer,
      'en',
    );
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('A &amp; &lt;b&gt;B&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(textOf(html)).not.toContain('Lecturer');
  });
});
