import { formatLongDate, formatNumber, formatPrice, translate, type Locale } from '@manara/i18n';
import { escapeHtml } from '../../mail/index';
import type { InvoiceSeller } from './invoice-seller';
import { documentTop, isolate } from './render-invoice-html';

/** A credit note as it prints (decision 0044); money in integer piastres. */
export interface CreditNoteView {
  id: string;
  number: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceDate: Date;
  arProvidedTo: string;
  enProvidedTo: string;
  reason: string;
  totalPiastres: number;
  vatRateBps: number;
  vatPiastres: number;
}

/**
 * The credit note as a self-contained HTML document in one language, laid out like the invoice
 * (same styles and seller block): its number and date, the invoice it credits, the buyer, the
 * reason, and the amount given back before VAT, its VAT at the invoice's rate and the total.
 */
export function renderCreditNoteHtml(note: CreditNoteView, seller: InvoiceSeller, locale: Locale): string {
  const t = (key: string, params: Record<string, string> = {}) =>
    translate(locale, `invoices.pdf.creditNote.${key}`, params);
  const label = (key: string) => escapeHtml(translate(locale, `invoices.pdf.${key}`));
  const ar = locale === 'ar';
  const pick = (arText: string, enText: string) => (ar ? arText : enText) || enText || arText;
  const money = (piastres: number) => isolate(formatPrice(piastres, locale));
  const row = (text: string, value: string, className = '') =>
    `<tr${className ? ` class="${className}"` : ''}><td>${text}</td><td class="money">${value}</td></tr>`;
  const vatRate = formatNumber(note.vatRateBps / 100, locale);
  return `${documentTop(locale, t('documentTitle', { number: note.number }), t('title'), pick(seller.arName, seller.enName))}
<dt>${escapeHtml(t('number'))}</dt><dd>${isolate(note.number)}</dd>
<dt>${label('date')}</dt><dd>${isolate(formatLongDate(note.issuedAt, locale))}</dd>
<dt>${escapeHtml(t('invoice'))}</dt><dd>${isolate(note.invoiceNumber)}</dd>
<dt>${escapeHtml(t('invoiceDate'))}</dt><dd>${isolate(formatLongDate(note.invoiceDate, locale))}</dd>
</dl>
</header>
<div class="parties">
<section>
<h2>${label('seller')}</h2>
<p class="name">${isolate(pick(seller.arName, seller.enName))}</p>
<p>${isolate(pick(seller.arAddress, seller.enAddress))}</p>
<p>${label('taxNumber')}: ${isolate(seller.taxRegistrationNumber)}</p>
</section>
<section>
<h2>${label('buyer')}</h2>
<p class="name">${isolate(pick(note.arProvidedTo, note.enProvidedTo))}</p>
</section>
</div>
<p><strong>${escapeHtml(t('reason'))}:</strong> ${isolate(note.reason)}</p>
<table class="totals">
${row(escapeHtml(t('beforeVat')), money(note.totalPiastres - note.vatPiastres))}
${row(escapeHtml(translate(locale, 'invoices.pdf.vat', { rate: vatRate })), money(note.vatPiastres))}
${row(escapeHtml(t('total')), money(note.totalPiastres), 'grand')}
</table>
<footer><p>${label('currencyNote')}</p></footer>
</body>
</html>
`;
}
