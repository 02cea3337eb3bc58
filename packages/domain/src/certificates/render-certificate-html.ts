import { directionOf, formatLongDate, translate, type Locale } from '@manara/i18n';
import QRCode from 'qrcode';
import { escapeHtml } from '../mail/index';
import type { CertificateIssuer } from './certificate-issuer';
import { pickText, type CertificateView } from './certificate-view';

const BRAND = '#8b1d5b';
const GOLD = '#b08a2e';
const MUTED = '#5f5660';

// Landscape A4 with logical properties only, so one stylesheet serves both directions. The
// brand font is supplied by the PDF renderer.
const STYLES = `
@page { size: A4 landscape; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; width: 297mm; height: 210mm; }
body { font-family: 'IBM Plex Sans Arabic', sans-serif; color: #1f1a1d; }
.frame { position: absolute; inset: 10mm; border: 2.5mm solid ${BRAND}; outline: 0.6mm solid ${GOLD}; outline-offset: -5mm; padding: 16mm 22mm 12mm; display: flex; flex-direction: column; align-items: center; text-align: center; }
.issuer { margin: 0; font-size: 14pt; font-weight: 700; color: ${BRAND}; letter-spacing: 0.02em; }
h1 { margin: 4mm 0 0; font-size: 30pt; color: ${BRAND}; }
.certifies { margin: 8mm 0 0; font-size: 13pt; color: ${MUTED}; }
.learner { margin: 3mm 0 0; font-size: 28pt; font-weight: 700; }
.other { margin: 0; font-size: 12pt; color: ${MUTED}; }
.completed { margin: 6mm 0 0; font-size: 13pt; color: ${MUTED}; }
.program { margin: 2mm 0 0; font-size: 20pt; font-weight: 700; color: ${BRAND}; }
.facts { margin-block-start: auto; width: 100%; display: flex; justify-content: space-between; align-items: flex-end; text-align: start; }
.facts dl { margin: 0; display: grid; grid-template-columns: auto auto; column-gap: 5mm; row-gap: 1mm; font-size: 11pt; }
.facts dt { color: ${MUTED}; }
.facts dd { margin: 0; font-weight: 700; }
.verify { display: flex; align-items: flex-end; gap: 4mm; font-size: 9pt; color: ${MUTED}; }
.verify p { margin: 0; max-width: 125mm; }
.url { direction: ltr; unicode-bidi: isolate; white-space: nowrap; font-size: 8pt; color: #1f1a1d; }
.qr { width: 30mm; height: 30mm; }
.qr svg { width: 100%; height: 100%; }
`;

const isolate = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;

/**
 * The certificate as a self-contained landscape A4 HTML document in one language: issuer,
 * learner name (and the name in the other language beneath it), program, issue date on the
 * Cairo calendar, lecturer, code, and a QR code (inline SVG) to the public verification page in
 * that language. Every stored text is escaped; the browser shapes the Arabic.
 */
export async function renderCertificateHtml(
  view: CertificateView,
  issuer: CertificateIssuer,
  locale: Locale,
): Promise<string> {
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, `certificates.pdf.${key}`, params);
  const pick = (arText: string | null, enText: string | null) => pickText(locale, arText, enText);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const learner = pick(view.arLearnerName, view.enLearnerName);
  const otherLearner = pickText(other, view.arLearnerName, view.enLearnerName);
  const lecturer = pick(view.arLecturerName, view.enLecturerName);
  const url = view.verificationUrls[locale];
  const qr = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 0,
    color: { dark: '#1f1a1d', light: '#ffffff' },
  });

  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t('documentTitle', { code: view.code }))}</title>
<style>${STYLES}</style>
</head>
<body>
<main class="frame">
<p class="issuer">${isolate(pick(issuer.arName, issuer.enName))}</p>
<h1>${escapeHtml(t(view.certificationType === 'ACE' ? 'aceHeading' : 'heading'))}</h1>
<p class="certifies">${escapeHtml(t('certifies'))}</p>
<p class="learner">${isolate(learner)}</p>
${otherLearner && otherLearner !== learner ? `<p class="other" lang="${other}" dir="${directionOf(other)}">${isolate(otherLearner)}</p>` : ''}
<p class="completed">${escapeHtml(t('completed', { type: t(`types.${view.programType}`) }))}</p>
<p class="program">${isolate(pick(view.arProgramTitle, view.enProgramTitle))}</p>
<footer class="facts">
<dl>
<dt>${escapeHtml(t('issuedOn'))}</dt><dd>${isolate(formatLongDate(view.issuedAt, locale))}</dd>
${lecturer ? `<dt>${escapeHtml(t('lecturer'))}</dt><dd>${isolate(lecturer)}</dd>` : ''}
<dt>${escapeHtml(t('code'))}</dt><dd>${isolate(view.code)}</dd>
</dl>
<div class="verify">
<p>${escapeHtml(t('verify'))}<br><span class="url">${escapeHtml(url)}</span></p>
<div class="qr">${qr}</div>
</div>
</footer>
</main>
</body>
</html>`;
}
