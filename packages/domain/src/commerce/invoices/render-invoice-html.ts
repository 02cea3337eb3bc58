import { directionOf, formatLongDate, formatNumber, formatPrice, translate, type Locale } from '@manara/i18n';
import { escapeHtml } from '../../mail/index';
import type { InvoiceSeller } from './invoice-seller';
import type { InvoiceItemView, InvoiceView } from './invoice-view';

const BRAND = '#8b1d5b';
const MUTED = '#5f5660';
const RULE = '#e4dde2';

// Logical properties only, so one stylesheet serves both directions. The font itself is
// supplied by the PDF renderer.
const INVOICE_STYLES = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'IBM Plex Sans Arabic', sans-serif; font-size: 10.5pt; line-height: 1.6; color: #1f1a1d; }
h1 { margin: 0; font-size: 24pt; color: ${BRAND}; }
h2 { margin: 0 0 2mm; font-size: 10pt; color: ${MUTED}; font-weight: 400; }
.top { display: flex; justify-content: space-between; align-items: flex-start; padding-block-end: 6mm; border-block-end: 2px solid ${BRAND}; }
.facts { margin: 0; display: grid; grid-template-columns: auto auto; column-gap: 4mm; }
.facts dt { color: ${MUTED}; }
.facts dd { margin: 0; font-weight: 700; }
.parties { display: flex; gap: 10mm; margin-block: 6mm; }
.parties section { flex: 1; }
.parties p { margin: 0; }
.name { font-weight: 700; font-size: 12pt; }
table { width: 100%; border-collapse: collapse; }
th { text-align: start; font-weight: 700; color: ${MUTED}; border-block-end: 1px solid ${RULE}; padding: 2mm; }
td { padding: 2.5mm 2mm; border-block-end: 1px solid ${RULE}; vertical-align: top; }
th.money, td.money { text-align: end; white-space: nowrap; }
.type, .code { display: block; color: ${MUTED}; font-size: 9pt; }
.totals { margin-block-start: 6mm; margin-inline-start: auto; width: 55%; }
.totals td { border: 0; padding: 1.2mm 2mm; }
.totals tr.grand td { border-block-start: 2px solid ${BRAND}; font-weight: 700; font-size: 12pt; color: ${BRAND}; }
footer { margin-block-start: 10mm; color: ${MUTED}; font-size: 9pt; }
`;

/** Text in the other direction (names, codes, numbers) is isolated so it cannot reorder its neighbours. */
export const isolate = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;
const SLOT = '\u0000';

/**
 * The start of an invoice-like document up to its facts list: head, styles, the heading and the
 * seller's name (shared with the credit note, decision 0044). Texts are escaped here.
 */
export function documentTop(locale: Locale, documentTitle: string, heading: string, sellerName: string): string {
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(documentTitle)}</title>
<style>${INVOICE_STYLES}</style>
</head>
<body>
<header class="top">
<div>
<h1>${escapeHtml(heading)}</h1>
<p class="name">${isolate(sellerName)}</p>
</div>
<dl class="facts">`;
}

/**
 * The invoice as a self-contained HTML document in one language (`lang`/`dir` set), ready for
 * the PDF renderer: seller, buyer, number and date (Cairo), the lines with price, discount, VAT
 * and amount paid, then subtotal, discount, VAT at the stored rate and the total. Every stored
 * text is escaped; the browser shapes the Arabic.
 */
export function renderInvoiceHtml(invoice: InvoiceView, seller: InvoiceSeller, locale: Locale): string {
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, `invoices.pdf.${key}`, params);
  /** A translated label around one isolated value: `Code: <bdi>WELCOME10</bdi>`. */
  const labelWith = (key: string, param: string, value: string) =>
    escapeHtml(t(key, { [param]: SLOT })).replace(SLOT, isolate(value));
  const ar = locale === 'ar';
  /** The text in the invoice's language, or the other one when that is empty. */
  const pick = (arText: string, enText: string) => (ar ? arText : enText) || enText || arText;
  const money = (piastres: number) => isolate(formatPrice(piastres, locale));
  const buyer = pick(invoice.arProvidedTo, invoice.enProvidedTo);

  const itemRow = (item: InvoiceItemView) => {
    const name = pick(item.arName, item.enName);
    const code = item.discountCode
      ? `<span class="code">${labelWith('discountCode', 'code', item.discountCode)}</span>`
      : '';
    return `<tr>
<td>${isolate(name)}<span class="type">${escapeHtml(t(`types.${item.type}`))}</span></td>
<td class="money">${money(item.pricePiastres)}</td>
<td class="money">${item.discountPiastres > 0 ? money(-item.discountPiastres) : '—'}${code}</td>
<td class="money">${money(item.taxPiastres)}</td>
<td class="money">${money(item.amountPaidPiastres)}</td>
</tr>`;
  };

  /** `label` is HTML, already escaped. */
  const totalRow = (label: string, value: string, className = '') =>
    `<tr${className ? ` class="${className}"` : ''}><td>${label}</td><td class="money">${value}</td></tr>`;
  const discountLabel = invoice.couponCode
    ? labelWith('couponDiscount', 'code', invoice.couponCode)
    : escapeHtml(t('discount'));
  const vatRate = formatNumber(invoice.vatRateBps / 100, locale);

  return `${documentTop(locale, t('documentTitle', { number: invoice.invoiceNumber }), t('title'), pick(seller.arName, seller.enName))}
<dt>${escapeHtml(t('number'))}</dt><dd>${isolate(invoice.invoiceNumber)}</dd>
<dt>${escapeHtml(t('date'))}</dt><dd>${isolate(formatLongDate(invoice.invoiceDate, locale))}</dd>
<dt>${escapeHtml(t('transaction'))}</dt><dd>${isolate(invoice.transactionCode)}</dd>
</dl>
</header>
<div class="parties">
<section>
<h2>${escapeHtml(t('seller'))}</h2>
<p class="name">${isolate(pick(seller.arName, seller.enName))}</p>
<p>${isolate(pick(seller.arAddress, seller.enAddress))}</p>
<p>${escapeHtml(t('taxNumber'))}: ${isolate(seller.taxRegistrationNumber)}</p>
</section>
<section>
<h2>${escapeHtml(t('buyer'))}</h2>
<p class="name">${isolate(buyer)}</p>
</section>
</div>
<table>
<thead><tr>
<th scope="col">${escapeHtml(t('item'))}</th>
<th scope="col" class="money">${escapeHtml(t('price'))}</th>
<th scope="col" class="money">${escapeHtml(t('discount'))}</th>
<th scope="col" class="money">${escapeHtml(t('tax'))}</th>
<th scope="col" class="money">${escapeHtml(t('paid'))}</th>
</tr></thead>
<tbody>
${invoice.items.map(itemRow).join('\n')}
</tbody>
</table>
<table class="totals">
${totalRow(escapeHtml(t('subtotal')), money(invoice.subtotalPiastres))}
${totalRow(discountLabel, invoice.discountPiastres > 0 ? money(-invoice.discountPiastres) : money(0))}
${totalRow(escapeHtml(t('vat', { rate: vatRate })), money(invoice.vatPiastres))}
${totalRow(escapeHtml(t('total')), money(invoice.totalAmountPaidPiastres), 'grand')}
</table>
<footer><p>${escapeHtml(t('currencyNote'))}</p></footer>
</body>
</html>
`;
}
