import { createHash } from 'node:crypto';
import { directionOf, formatNumber, formatPrice, type Locale } from '@manara/i18n';
import { sandboxText } from './sandbox-checkout-messages';
import type { SandboxCheckout } from './sandbox-token';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Logical properties only; text colours pass WCAG AA in both schemes (≥ 7:1), control borders ≥ 3:1.
const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --muted: #4a4a4a; --line: #d0d0d0; --control: #767676; --banner-bg: #fde68a; --banner-fg: #5a2a03; --focus: #1d4ed8; }
@media (prefers-color-scheme: dark) { :root { --bg: #121212; --fg: #f2f2f2; --muted: #c8c8c8; --line: #444444; --control: #8a8a8a; --banner-bg: #422006; --banner-fg: #fde68a; --focus: #93c5fd; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 1rem/1.6 system-ui, "Segoe UI", Tahoma, sans-serif; }
header { background: var(--banner-bg); color: var(--banner-fg); padding-block: 0.75rem; padding-inline: 1rem; text-align: center; font-weight: 700; font-size: 1.125rem; }
header p { color: inherit; margin: 0; }
main { max-inline-size: 36rem; margin-inline: auto; padding-block: 1.5rem; padding-inline: 1rem; }
h1 { font-size: 1.5rem; margin-block: 0 0.5rem; }
h2 { font-size: 1.125rem; margin-block: 1.5rem 0.5rem; }
h3 { font-size: 1rem; margin-block: 1rem 0.25rem; }
p { color: var(--muted); margin-block: 0 1rem; }
dl, ul { margin: 0; padding: 0; }
.row { display: flex; justify-content: space-between; gap: 1rem; padding-block: 0.5rem; border-block-end: 1px solid var(--line); list-style: none; }
dt, dd { margin: 0; }
.total { font-weight: 700; font-size: 1.125rem; border-block-end: 0; }
fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; display: grid; gap: 0.75rem; }
legend { font-weight: 700; margin-block-end: 0.5rem; padding: 0; }
button { font: inherit; font-weight: 600; padding-block: 0.75rem; padding-inline: 1rem; border-radius: 0.5rem; border: 2px solid transparent; cursor: pointer; }
.pay { background: #0b5d2a; color: #ffffff; }
.fail { background: #8f1414; color: #ffffff; }
.cancel { background: transparent; color: var(--fg); border-color: var(--control); }
a { color: inherit; }
button:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
nav { margin-block-start: 2rem; text-align: end; }
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export interface RenderedPage {
  html: string;
  /** Content-Security-Policy for the page: no script at all, this stylesheet only. */
  csp: string;
}

function document(locale: Locale, body: string, formAction: string): RenderedPage {
  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(sandboxText(locale, 'pageTitle'))}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p role="note">${escapeHtml(sandboxText(locale, 'banner'))}</p></header>
${body}
</body>
</html>`;
  return {
    html,
    csp: `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  };
}

function languageSwitch(locale: Locale, token: string): string {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const href = `?${new URLSearchParams({ token, lang: other }).toString()}`;
  return `<nav aria-label="${escapeHtml(sandboxText(other, 'otherLanguage'))}"><a href="${escapeHtml(href)}" lang="${other}" hreflang="${other}">${escapeHtml(sandboxText(locale, 'otherLanguage'))}</a></nav>`;
}

/** The hosted sandbox checkout: banner, order summary and the Pay / Fail / Cancel form (plain HTML, no script). */
export function renderSandboxCheckoutPage(checkout: SandboxCheckout, token: string, locale: Locale): RenderedPage {
  const t = (key: Parameters<typeof sandboxText>[1], params?: Record<string, string | number>) =>
    escapeHtml(sandboxText(locale, key, params));
  const price = (piastres: number) => `<bdi>${escapeHtml(formatPrice(piastres, locale))}</bdi>`;
  const items = checkout.items
    .map(
      (item) =>
        `<li class="row"><span><span dir="auto">${escapeHtml(item.name)}</span>${item.quantity > 1 ? ` ${t('quantity', { count: formatNumber(item.quantity, locale) })}` : ''}</span>${price(item.amountPiastres * item.quantity)}</li>`,
    )
    .join('');
  const body = `<main>
<h1>${t('heading')}</h1>
<p>${t('intro')}</p>
<section aria-labelledby="summary">
<h2 id="summary">${t('summary')}</h2>
<dl>
<div class="row"><dt>${t('reference')}</dt><dd><bdi>${escapeHtml(checkout.reference)}</bdi></dd></div>
</dl>
<h3>${t('items')}</h3>
<ul>${items}</ul>
<dl>
<div class="row total"><dt>${t('total')}</dt><dd>${price(checkout.amountPiastres)}</dd></div>
</dl>
</section>
<form method="post" action="/sandbox/checkout/complete">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${locale}">
<fieldset>
<legend>${t('outcome')}</legend>
<button type="submit" name="outcome" value="pay" class="pay">${t('pay', { amount: formatPrice(checkout.amountPiastres, locale) })}</button>
<button type="submit" name="outcome" value="fail" class="fail">${t('fail')}</button>
<button type="submit" name="outcome" value="cancel" class="cancel">${t('cancel')}</button>
</fieldset>
</form>
${languageSwitch(locale, token)}
</main>`;
  // Chrome applies form-action to the redirect after the POST too, so the return URL's origin is allowed.
  return document(locale, body, `'self' ${new URL(checkout.redirectionUrl).origin}`);
}

/** Shown for a forged, malformed or expired checkout link. */
export function renderSandboxInvalidPage(locale: Locale): RenderedPage {
  const body = `<main>
<h1>${escapeHtml(sandboxText(locale, 'invalidTitle'))}</h1>
<p>${escapeHtml(sandboxText(locale, 'invalidBody'))}</p>
</main>`;
  return document(locale, body, "'none'");
}
