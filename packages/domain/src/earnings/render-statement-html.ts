import { formatNumber, formatPrice, type Locale } from '@manara/i18n';
import { documentTop, isolate, type InvoiceSeller } from '../commerce/index';
import { escapeHtml } from '../mail/index';
import type { EarningsStatementView } from './get-earnings-statement';
import { lecturerName, lineProgram, statementText } from './statement-text';

/**
 * The month's statement as a self-contained HTML document in one language (decision 0060), laid
 * out with the invoice's styles and seller heading (decision 0044): the lecturer and month, the
 * opening balance, the lines, the payouts, the month's totals and the closing balance.
 */
export function renderStatementHtml(view: EarningsStatementView, seller: InvoiceSeller, locale: Locale): string {
  const { statement } = view;
  const t = statementText(locale);
  const text = (key: string) => escapeHtml(t(key));
  const money = (piastres: number) => isolate(formatPrice(piastres, locale));
  const name = lecturerName(view.earnings, locale);
  const sellerName = (locale === 'ar' ? seller.arName : seller.enName) || seller.enName;
  const columns = ['date', 'order', 'program', 'gross', 'vat', 'coupon', 'refunds', 'net', 'share', 'earning'];
  const moneyColumn = (key: string) => !['date', 'order', 'program'].includes(key);
  const lines = statement.lines
    .map(
      (
        line,
      ) => `<tr><td style="white-space: nowrap">${isolate(line.day)}</td><td style="white-space: nowrap">${isolate(line.orderReference)}<span class="type">${text(`kinds.${line.kind}`)}</span></td>
<td>${isolate(lineProgram(line, locale))}</td><td class="money">${money(line.grossPiastres)}</td><td class="money">${money(line.vatPiastres)}</td>
<td class="money">${money(line.couponPiastres)}</td><td class="money">${money(line.refundPiastres)}</td><td class="money">${money(line.netPiastres)}</td>
<td class="money">${isolate(`${formatNumber(line.shareBps / 100, locale)}%`)}</td><td class="money">${money(line.earningPiastres)}</td></tr>`,
    )
    .join('\n');
  const payouts = statement.payouts
    .map(
      (payout) =>
        `<tr><td>${isolate(payout.paidOn)}</td><td>${text(`methods.${payout.method}`)}</td><td>${isolate(payout.reference)}</td><td class="money">${money(payout.amountPiastres)}</td></tr>`,
    )
    .join('\n');
  const row = (key: string, piastres: number, className = '') =>
    `<tr${className ? ` class="${className}"` : ''}><td>${text(key)}</td><td class="money">${money(piastres)}</td></tr>`;
  return `${documentTop(locale, t('documentTitle', { month: statement.month }), t('title'), sellerName)}
<dt>${text('lecturer')}</dt><dd>${isolate(name)}</dd>
<dt>${text('month')}</dt><dd>${isolate(statement.month)}</dd>
</dl>
</header>
<table class="totals">
${row('opening', statement.openingPiastres)}
</table>
<h2>${text('linesHeading')}</h2>
<table style="font-size: 8.5pt">
<thead><tr>${columns.map((key) => `<th${moneyColumn(key) ? ' class="money"' : ''}>${text(`columns.${key}`)}</th>`).join('')}</tr></thead>
<tbody>
${lines || `<tr><td colspan="${columns.length}">${text('noLines')}</td></tr>`}
</tbody>
</table>
<h2>${text('payoutsHeading')}</h2>
<table>
<thead><tr><th>${text('columns.date')}</th><th>${text('columns.method')}</th><th>${text('columns.reference')}</th><th class="money">${text('columns.amount')}</th></tr></thead>
<tbody>
${payouts || `<tr><td colspan="4">${text('noPayouts')}</td></tr>`}
</tbody>
</table>
<table class="totals">
${row('opening', statement.openingPiastres)}
${row('earned', statement.earnedPiastres)}
${row('paid', statement.paidPiastres)}
${row('closing', statement.closingPiastres, 'grand')}
</table>
<footer><p>${text('note')}</p><p>${escapeHtml(t('currencyNote'))}</p></footer>
</body>
</html>
`;
}
