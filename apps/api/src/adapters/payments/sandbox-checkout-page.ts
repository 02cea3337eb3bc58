import { createHash } from 'node:crypto';
import { directionOf, formatNumber, formatPrice, type Locale } from '@manara/i18n';
import { sandboxText, type SandboxMessageKey } from './sandbox-checkout-messages';
import { SANDBOX_INSTALMENT_MONTHS, sandboxInstalmentPlan } from './sandbox-gateway';
import type { SandboxCheckout } from './sandbox-token';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Logical properties only; text colours pass WCAG AA in both schemes (≥ 7:1), control borders ≥ 3:1.
const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --muted: #4a4a4a; --line: #d0d0d0; --control: #767676; --banner-bg: #fde68a; --banner-fg: #5a2a03; --focus: #1d4ed8; --error: #8f1414; }
@media (prefers-color-scheme: dark) { :root { --bg: #121212; --fg: #f2f2f2; --muted: #c8c8c8; --line: #444444; --control: #8a8a8a; --banner-bg: #422006; --banner-fg: #fde68a; --focus: #93c5fd; --error: #fca5a5; } }
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
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
nav { margin-block-start: 2rem; text-align: end; }
label { font-weight: 600; }
input { font: inherit; padding-block: 0.5rem; padding-inline: 0.75rem; border: 1px solid var(--control); border-radius: 0.5rem; background: var(--bg); color: var(--fg); }
.error { color: var(--error); font-weight: 600; }
form + form { margin-block-start: 0.75rem; }
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

type Text = (key: SandboxMessageKey, params?: Record<string, string | number>) => string;

const textFor =
  (locale: Locale): Text =>
  (key, params) =>
    escapeHtml(sandboxText(locale, key, params));

/** The order's reference, method, items and total. */
function orderSummary(checkout: SandboxCheckout, locale: Locale): string {
  const t = textFor(locale);
  const price = (piastres: number) => `<bdi>${escapeHtml(formatPrice(piastres, locale))}</bdi>`;
  const items = checkout.items
    .map(
      (item) =>
        `<li class="row"><span><span dir="auto">${escapeHtml(item.name)}</span>${item.quantity > 1 ? ` ${t('quantity', { count: formatNumber(item.quantity, locale) })}` : ''}</span>${price(item.amountPiastres * item.quantity)}</li>`,
    )
    .join('');
  return `<section aria-labelledby="summary">
<h2 id="summary">${t('summary')}</h2>
<dl>
<div class="row"><dt>${t('reference')}</dt><dd><bdi>${escapeHtml(checkout.reference)}</bdi></dd></div>
<div class="row"><dt>${t('method')}</dt><dd>${t(`method${checkout.method ?? 'CARD'}`)}</dd></div>
</dl>
<h3>${t('items')}</h3>
<ul>${items}</ul>
<dl>
<div class="row total"><dt>${t('total')}</dt><dd>${price(checkout.amountPiastres)}</dd></div>
</dl>
</section>`;
}

/** Chrome applies form-action to the redirect after the POST too, so the return URL's origin is allowed. */
const formActions = (checkout: SandboxCheckout) => `'self' ${new URL(checkout.redirectionUrl).origin}`;

const hidden = (token: string, locale: Locale) =>
  `<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="lang" value="${locale}">`;

/** The sandbox lender's plans as a radio group, the first chosen (decision 0065). */
function planChoice(checkout: SandboxCheckout, locale: Locale): string {
  const t = textFor(locale);
  const options = SANDBOX_INSTALMENT_MONTHS.map((months, i) => {
    const plan = sandboxInstalmentPlan(checkout.amountPiastres, months);
    const label = t('planMonths', {
      months: formatNumber(months, locale),
      monthly: formatPrice(plan.monthlyPiastres, locale),
    });
    return `<label><input type="radio" name="tenure" value="${months}"${i === 0 ? ' checked' : ''}> ${label}</label>`;
  }).join('\n');
  return `<fieldset>
<legend>${t('plan')}</legend>
${options}
</fieldset>
`;
}

/** The hosted sandbox checkout: banner, order summary and the Pay / Fail / Cancel form (plain HTML, no script). */
export function renderSandboxCheckoutPage(checkout: SandboxCheckout, token: string, locale: Locale): RenderedPage {
  const t = textFor(locale);
  const body = `<main>
<h1>${t('heading')}</h1>
<p>${t('intro')}</p>
${orderSummary(checkout, locale)}
<form method="post" action="/sandbox/checkout/complete">
${hidden(token, locale)}
<fieldset>
<legend>${t('outcome')}</legend>
${
  checkout.method === 'KIOSK'
    ? `<button type="submit" name="outcome" value="reference" class="pay">${t('issueReference')}</button>`
    : `${checkout.method === 'INSTALMENTS' ? planChoice(checkout, locale) : ''}<button type="submit" name="outcome" value="pay" class="pay">${t('pay', { amount: formatPrice(checkout.amountPiastres, locale) })}</button>
<button type="submit" name="outcome" value="fail" class="fail">${t('fail')}</button>`
}
<button type="submit" name="outcome" value="cancel" class="cancel">${t('cancel')}</button>
</fieldset>
</form>
${languageSwitch(locale, token)}
</main>`;
  return document(locale, body, formActions(checkout));
}

type WalletStep = { step: 'number'; number: string; invalid: boolean } | { step: 'code'; number: string };

/**
 * A wallet payment as Paymob's page takes it (docs/providers.md): the wallet number, then the
 * one-time code sent to it; the code's form pays (or, with a wrong code, declines). Cancel at either step.
 */
export function renderSandboxWalletPage(
  checkout: SandboxCheckout,
  token: string,
  locale: Locale,
  state: WalletStep,
): RenderedPage {
  const t = textFor(locale);
  const number = escapeHtml(state.number);
  const step =
    state.step === 'number'
      ? `<form method="post" action="/sandbox/checkout/wallet" novalidate>
${hidden(token, locale)}
<fieldset>
<legend>${t('methodWALLET')}</legend>
<label for="wallet_number">${t('walletNumber')}</label>
<input id="wallet_number" name="wallet_number" type="tel" inputmode="tel" autocomplete="tel" dir="ltr" value="${number}" aria-describedby="wallet-hint${state.invalid ? ' wallet-error' : ''}"${state.invalid ? ' aria-invalid="true"' : ''} required>
<p id="wallet-hint">${t('walletHint')}</p>
${state.invalid ? `<p id="wallet-error" class="error" role="alert">${t('walletNumberInvalid')}</p>` : ''}
<button type="submit" class="pay">${t('sendCode')}</button>
</fieldset>
</form>`
      : `<form method="post" action="/sandbox/checkout/complete" novalidate>
${hidden(token, locale)}
<input type="hidden" name="wallet_number" value="${number}">
<fieldset>
<legend>${t('methodWALLET')}</legend>
<p role="status">${t('otpSent', { number: `\u2066${state.number}\u2069` })}</p>
<label for="otp">${t('otp')}</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" dir="ltr" aria-describedby="otp-hint" required>
<p id="otp-hint">${t('otpHint')}</p>
<button type="submit" name="outcome" value="pay" class="pay">${t('confirm', { amount: formatPrice(checkout.amountPiastres, locale) })}</button>
</fieldset>
</form>`;
  const body = `<main>
<h1>${t('heading')}</h1>
<p>${t('walletIntro')}</p>
${orderSummary(checkout, locale)}
${step}
<form method="post" action="/sandbox/checkout/complete">
${hidden(token, locale)}
<button type="submit" name="outcome" value="cancel" class="cancel">${t('cancel')}</button>
</form>
${languageSwitch(locale, token)}
</main>`;
  return document(locale, body, formActions(checkout));
}

/** Shown for a forged, malformed or expired checkout link. */
export function renderSandboxInvalidPage(locale: Locale): RenderedPage {
  const body = `<main>
<h1>${escapeHtml(sandboxText(locale, 'invalidTitle'))}</h1>
<p>${escapeHtml(sandboxText(locale, 'invalidBody'))}</p>
</main>`;
  return document(locale, body, "'none'");
}

/** The simulated kiosk (decision 0066): the bill reference, the amount and a Pay button, or that it was paid. */
export function renderSandboxKioskPage(
  checkout: SandboxCheckout,
  token: string,
  locale: Locale,
  paid: boolean,
): RenderedPage {
  const t = textFor(locale);
  const action = paid
    ? `<p role="status">${t('kioskPaid')}</p>`
    : `<form method="post" action="/sandbox/kiosk/pay">
${hidden(token, locale)}
<button type="submit" class="pay">${t('kioskPay', { amount: formatPrice(checkout.amountPiastres, locale) })}</button>
</form>`;
  const body = `<main>
<h1>${t('kioskHeading')}</h1>
<p>${t('kioskIntro')}</p>
<dl>
<div class="row total"><dt>${t('billReference')}</dt><dd><bdi dir="ltr">${escapeHtml(checkout.billReference ?? '')}</bdi></dd></div>
<div class="row"><dt>${t('total')}</dt><dd><bdi>${escapeHtml(formatPrice(checkout.amountPiastres, locale))}</bdi></dd></div>
</dl>
${action}
${languageSwitch(locale, token)}
</main>`;
  return document(locale, body, "'self'");
}
