import type { EarningSaleRow } from '@manara/db';
import { describe, expect, it } from 'vitest';
import { buildStatement } from './build-statement';
import { applyShare, computeEarningLines } from './compute-earning-lines';

const paidAt = new Date('2026-11-10T10:00:00Z');
const sale = (over: Partial<EarningSaleRow> = {}): EarningSaleRow => ({
  orderItemId: 'item-1',
  orderId: 'order-1',
  orderReference: 'ORD-1',
  paidAt,
  programId: 'course-1',
  programType: 'COURSE',
  arTitle: 'دورة',
  enTitle: 'Course',
  pricePiastres: 100_00,
  discountPiastres: 10_00,
  vatPiastres: 12_60,
  creditedProgramIds: [],
  lecturerId: 'lect-a',
  ...over,
});
const shares = [
  { lecturerId: 'lect-a', shareBps: 4000, effectiveFrom: '2026-01-01' },
  { lecturerId: 'lect-a', shareBps: 5000, effectiveFrom: '2026-12-01' },
  { lecturerId: 'lect-b', shareBps: 3333, effectiveFrom: '2026-01-01' },
];

describe('computeEarningLines', () => {
  it('earns the share in force on the payment day of the price less the coupon, VAT left out', () => {
    const [line] = computeEarningLines({ sales: [sale()], diplomaParts: [], refunds: [], shares });
    expect(line).toMatchObject({
      kind: 'SALE',
      day: '2026-11-10',
      grossPiastres: 100_00,
      couponPiastres: 10_00,
      vatPiastres: 12_60,
      netPiastres: 90_00,
      shareBps: 4000,
      earningPiastres: 36_00,
    });
  });

  it('dates a line by its Cairo day (after 22:00 UTC in winter is the next day)', () => {
    const late = new Date('2026-11-30T22:30:00Z');
    const [line] = computeEarningLines({ sales: [sale({ paidAt: late })], diplomaParts: [], refunds: [], shares });
    expect(line!.day).toBe('2026-12-01');
    expect(line!.shareBps).toBe(5000);
  });

  it('splits a diploma over its programs by list price, skipping credited ones, parts adding up to the line', () => {
    const diploma = sale({
      programId: 'dip',
      programType: 'DIPLOMA',
      pricePiastres: 1000_01,
      discountPiastres: 0,
      vatPiastres: 140_00,
      creditedProgramIds: ['p3'],
      lecturerId: 'lect-c',
    });
    const parts = [
      { diplomaId: 'dip', programId: 'p1', lecturerId: 'lect-a', arTitle: 'أ', enTitle: 'One', originalPrice: 300_00 },
      { diplomaId: 'dip', programId: 'p2', lecturerId: 'lect-b', arTitle: 'ب', enTitle: 'Two', originalPrice: 100_00 },
      {
        diplomaId: 'dip',
        programId: 'p3',
        lecturerId: 'lect-b',
        arTitle: 'ج',
        enTitle: 'Three',
        originalPrice: 900_00,
      },
    ];
    const lines = computeEarningLines({ sales: [diploma], diplomaParts: parts, refunds: [], shares });
    expect(lines.map((l) => [l.lecturerId, l.enPartTitle, l.netPiastres])).toEqual([
      ['lect-a', 'One', 750_01],
      ['lect-b', 'Two', 250_00],
    ]);
    expect(lines.reduce((sum, l) => sum + l.vatPiastres, 0)).toBe(140_00);
    expect(lines[1]!.earningPiastres).toBe(applyShare(250_00, 3333));
  });

  it("a diploma without programs is its own lecturer's", () => {
    const diploma = sale({ programType: 'DIPLOMA', lecturerId: 'lect-b' });
    const [line] = computeEarningLines({ sales: [diploma], diplomaParts: [], refunds: [], shares });
    expect(line).toMatchObject({ lecturerId: 'lect-b', enPartTitle: null, netPiastres: 90_00 });
  });

  it('takes a refund off in its own month, VAT out in the order proportion, at the share of the payment day', () => {
    const lines = computeEarningLines({
      sales: [
        sale(),
        sale({
          orderItemId: 'item-2',
          programId: 'course-2',
          pricePiastres: 90_00,
          discountPiastres: 0,
          vatPiastres: 12_60,
          lecturerId: 'lect-b',
        }),
      ],
      diplomaParts: [],
      refunds: [
        {
          refundId: 'r1',
          orderId: 'order-1',
          amountPiastres: 102_60,
          refundedAt: new Date('2026-12-03T09:00:00Z'),
          orderTotalPiastres: 205_20,
          orderVatPiastres: 25_20,
        },
      ],
      shares,
    });
    const refunds = lines.filter((l) => l.kind === 'REFUND');
    expect(
      refunds.map((l) => [
        l.lecturerId,
        l.day,
        l.refundPiastres,
        l.vatPiastres,
        l.netPiastres,
        l.shareBps,
        l.earningPiastres,
      ]),
    ).toEqual([
      ['lect-a', '2026-12-03', 45_00, -6_30, -45_00, 4000, -18_00],
      ['lect-b', '2026-12-03', 45_00, -6_30, -45_00, 3333, -applyShare(45_00, 3333)],
    ]);
  });

  it('leaves out lines of programs without a lecturer', () => {
    expect(computeEarningLines({ sales: [sale({ lecturerId: null })], diplomaParts: [], refunds: [], shares })).toEqual(
      [],
    );
  });
});

describe('buildStatement', () => {
  it('opens with what was earned less paid before the month and closes with the month added', () => {
    const lines = computeEarningLines({
      sales: [sale({ paidAt: new Date('2026-10-05T10:00:00Z') }), sale({ orderItemId: 'item-2' })],
      diplomaParts: [],
      refunds: [],
      shares,
    });
    const payouts = [
      { id: 'p1', amountPiastres: 10_00, method: 'WALLET' as const, reference: 'W-1', paidOn: '2026-10-20' },
      { id: 'p2', amountPiastres: 5_00, method: 'BANK_TRANSFER' as const, reference: 'B-1', paidOn: '2026-11-20' },
      { id: 'p3', amountPiastres: 1_00, method: 'WALLET' as const, reference: 'W-2', paidOn: '2026-12-01' },
    ];
    const statement = buildStatement(
      '2026-11',
      lines.filter((l) => l.lecturerId === 'lect-a'),
      payouts,
    );
    expect(statement).toMatchObject({
      openingPiastres: 26_00,
      earnedPiastres: 36_00,
      paidPiastres: 5_00,
      closingPiastres: 57_00,
    });
    expect(statement.lines).toHaveLength(1);
    expect(statement.payouts.map((p) => p.id)).toEqual(['p2']);
  });
});
