import type { Locale } from '@manara/i18n';
import type { EarningsStatementView } from './get-earnings-statement';
import { egpText, lineProgram, percentText, statementText } from './statement-text';

/** A CSV cell: quoted when it holds a comma, quote or line break; formula starts defused. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The month's statement as CSV (decision 0060) in one language: a UTF-8 byte-order mark so Excel
 * reads Arabic, then one table — the opening balance, a row per line and per payout, the closing
 * balance. Amounts are EGP with two decimals in ASCII digits, so spreadsheets read them as numbers.
 */
export function renderStatementCsv({ statement }: EarningsStatementView, locale: Locale): string {
  const t = statementText(locale);
  const header = [
    'date',
    'kind',
    'order',
    'program',
    'gross',
    'vat',
    'coupon',
    'refunds',
    'net',
    'share',
    'earning',
  ].map((key) => t(`columns.${key}`));
  const blank = (count: number) => Array.from({ length: count }, () => '');
  const rows: string[][] = [
    [`${statement.month}-01`, t('opening'), ...blank(8), egpText(statement.openingPiastres)],
    ...statement.lines.map((line) => [
      line.day,
      t(`kinds.${line.kind}`),
      line.orderReference,
      lineProgram(line, locale),
      egpText(line.grossPiastres),
      egpText(line.vatPiastres),
      egpText(line.couponPiastres),
      egpText(line.refundPiastres),
      egpText(line.netPiastres),
      percentText(line.shareBps),
      egpText(line.earningPiastres),
    ]),
    ...statement.payouts.map((payout) => [
      payout.paidOn,
      t(`methods.${payout.method}`),
      payout.reference,
      ...blank(7),
      egpText(-payout.amountPiastres),
    ]),
    ['', t('closing'), ...blank(8), egpText(statement.closingPiastres)],
  ];
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
