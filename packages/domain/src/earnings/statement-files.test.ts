import { describe, expect, it } from 'vitest';
import { defaultInvoiceSeller } from '../commerce/index';
import type { EarningsStatementView } from './get-earnings-statement';
import { renderStatementCsv } from './render-statement-csv';
import { renderStatementHtml } from './render-statement-html';
import { egpText, percentText } from './statement-text';

const view: EarningsStatementView = {
  earnings: {
    lecturer: {
      lecturerId: '6f1c1d3e-0000-4000-8000-000000000001',
      userId: 'u',
      status: 'APPROVED',
      firstName: 'Mona',
      lastName: 'Said',
      arFirstName: 'منى',
      arLastName: 'سعيد',
      email: 'm@x.test',
    },
    shares: [],
    shareVersion: 0,
    lines: [],
    payouts: [],
    earnedPiastres: 0,
    paidPiastres: 0,
    balancePiastres: 0,
  },
  statement: {
    month: '2026-11',
    openingPiastres: 10_00,
    lines: [
      {
        kind: 'SALE',
        day: '2026-11-10',
        at: new Date('2026-11-10T10:00:00Z'),
        lecturerId: '6f1c1d3e-0000-4000-8000-000000000001',
        orderReference: 'ORD-1',
        orderItemId: 'i',
        programId: 'p',
        arTitle: 'التغذية, الرياضية',
        enTitle: 'Sports "nutrition"',
        arPartTitle: null,
        enPartTitle: null,
        grossPiastres: 100_00,
        vatPiastres: 12_60,
        couponPiastres: 10_00,
        refundPiastres: 0,
        netPiastres: 90_00,
        shareBps: 3750,
        earningPiastres: 33_75,
      },
    ],
    payouts: [{ id: 'x', amountPiastres: 5_05, method: 'WALLET', reference: '=HYPERLINK()', paidOn: '2026-11-20' }],
    earnedPiastres: 33_75,
    paidPiastres: 5_05,
    closingPiastres: 38_70,
  },
};

describe('statement files', () => {
  it('formats money and percents without floats', () => {
    expect(egpText(-5)).toBe('-0.05');
    expect(egpText(123_45)).toBe('123.45');
    expect(percentText(3750)).toBe('37.5');
    expect(percentText(4000)).toBe('40');
    expect(percentText(3333)).toBe('33.33');
  });

  it('writes CSV with a BOM, quoted cells, defused formulas and balances', () => {
    const csv = renderStatementCsv(view, 'ar');
    expect(csv.startsWith('\uFEFFالتاريخ,')).toBe(true);
    const rows = csv.slice(1).trim().split('\r\n');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toBe('2026-11-01,الرصيد الافتتاحي,,,,,,,,,10.00');
    expect(rows[2]).toBe('2026-11-10,بيع,ORD-1,"التغذية, الرياضية",100.00,12.60,10.00,0.00,90.00,37.5,33.75');
    expect(rows[3]).toBe("2026-11-20,محفظة,'=HYPERLINK(),,,,,,,,-5.05");
    expect(rows[4]).toBe(',الرصيد الختامي,,,,,,,,,38.70');
    expect(renderStatementCsv(view, 'en')).toContain('"Sports ""nutrition"""');
  });

  it('renders the PDF document in both languages with escaped texts', () => {
    const ar = renderStatementHtml(view, defaultInvoiceSeller, 'ar');
    expect(ar).toContain('dir="rtl"');
    expect(ar).toContain('كشف الأرباح');
    expect(ar).toContain('منى سعيد');
    const en = renderStatementHtml(view, defaultInvoiceSeller, 'en');
    expect(en).toContain('Earnings statement');
    expect(en).toContain('Sports &quot;nutrition&quot;');
    expect(en).toContain('Closing balance');
  });
});
