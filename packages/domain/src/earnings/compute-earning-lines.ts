import type { EarningDiplomaPartRow, EarningRefundRow, EarningSaleRow } from '@manara/db';
import { cairoDate, divideHalfUp, splitByLargestRemainder } from '../commerce/index';
import { shareInForce, type ShareChange } from './share-in-force';

/**
 * One line of a lecturer's statement (decision 0060), in piastres: a sale (an order line, or the
 * lecturer's part of a diploma's line) in the Cairo month it was paid, or a refund of it in the
 * month the refund was made. Refund lines carry negative VAT, net and earning.
 */
export interface EarningLine {
  kind: 'SALE' | 'REFUND';
  /** YYYY-MM-DD, Cairo. */
  day: string;
  at: Date;
  lecturerId: string;
  orderReference: string;
  orderItemId: string;
  programId: string;
  arTitle: string;
  enTitle: string;
  /** A diploma's program this part of the line is for; null for a course or workshop bought alone. */
  arPartTitle: string | null;
  enPartTitle: string | null;
  /** Before the coupon, without VAT. */
  grossPiastres: number;
  vatPiastres: number;
  couponPiastres: number;
  /** What went back, without VAT (positive on refund lines). */
  refundPiastres: number;
  /** gross − coupon on a sale; −refund on a refund. */
  netPiastres: number;
  /** The share in force on the day the order was paid. */
  shareBps: number;
  earningPiastres: number;
}

/** Who a sale line's money goes to, and in what proportion. */
interface Part {
  programId: string;
  lecturerId: string | null;
  arPartTitle: string | null;
  enPartTitle: string | null;
  weight: number;
}

/**
 * A line's parts: a course or workshop is all its own lecturer's; a diploma's revenue is split over
 * its programs (those not credited as already owned) in proportion to their list prices — equally
 * when those are all zero — and a diploma without programs is its own lecturer's.
 */
export function saleParts(sale: EarningSaleRow, diplomaParts: readonly EarningDiplomaPartRow[]): Part[] {
  const own: Part[] = [
    { programId: sale.programId, lecturerId: sale.lecturerId, arPartTitle: null, enPartTitle: null, weight: 1 },
  ];
  if (sale.programType !== 'DIPLOMA') return own;
  const credited = new Set(sale.creditedProgramIds);
  const parts = diplomaParts.filter((part) => part.diplomaId === sale.programId && !credited.has(part.programId));
  if (parts.length === 0) return own;
  const allFree = parts.every((part) => part.originalPrice <= 0);
  return parts.map((part) => ({
    programId: part.programId,
    lecturerId: part.lecturerId,
    arPartTitle: part.arTitle,
    enPartTitle: part.enTitle,
    weight: allFree ? 1 : Math.max(0, part.originalPrice),
  }));
}

/** `amount × bps ÷ 10 000` rounded half away from zero, keeping the sign. */
export function applyShare(amount: number, bps: number): number {
  const earning = divideHalfUp(Math.abs(amount) * bps, 10_000);
  return amount < 0 ? -earning : earning;
}

/**
 * Every lecturer's statement lines from the paid order lines, their diplomas' programs, the
 * completed refunds and the share histories. Amounts split over parts by largest remainder, so a
 * line's parts always add up to the line.
 */
export function computeEarningLines(input: {
  sales: readonly EarningSaleRow[];
  diplomaParts: readonly EarningDiplomaPartRow[];
  refunds: readonly EarningRefundRow[];
  shares: readonly ShareChange[];
}): EarningLine[] {
  const lines: EarningLine[] = [];
  const salesByOrder = new Map<string, EarningSaleRow[]>();
  const partsByItem = new Map<string, Part[]>();
  for (const sale of input.sales) {
    salesByOrder.set(sale.orderId, [...(salesByOrder.get(sale.orderId) ?? []), sale]);
    partsByItem.set(sale.orderItemId, saleParts(sale, input.diplomaParts));
  }

  const emit = (sale: EarningSaleRow, kind: EarningLine['kind'], at: Date, amounts: Record<string, number>) => {
    const parts = partsByItem.get(sale.orderItemId)!;
    const weights = parts.map((part) => part.weight);
    const split = Object.fromEntries(
      Object.entries(amounts).map(([key, value]) => [key, splitByLargestRemainder(value, weights)]),
    );
    const paidDay = cairoDate(sale.paidAt);
    parts.forEach((part, index) => {
      if (!part.lecturerId) return;
      const [gross, vat, coupon, refund] = ['gross', 'vat', 'coupon', 'refund'].map((key) => split[key]![index]!);
      const net = kind === 'SALE' ? gross! - coupon! : -refund!;
      const shareBps = shareInForce(input.shares, part.lecturerId, paidDay);
      lines.push({
        kind,
        day: cairoDate(at),
        at,
        lecturerId: part.lecturerId,
        orderReference: sale.orderReference,
        orderItemId: sale.orderItemId,
        programId: part.programId,
        arTitle: sale.arTitle,
        enTitle: sale.enTitle,
        arPartTitle: part.arPartTitle,
        enPartTitle: part.enPartTitle,
        grossPiastres: gross!,
        vatPiastres: kind === 'SALE' ? vat! : -vat!,
        couponPiastres: coupon!,
        refundPiastres: refund!,
        netPiastres: net,
        shareBps,
        earningPiastres: applyShare(net, shareBps),
      });
    });
  };

  for (const sale of input.sales)
    emit(sale, 'SALE', sale.paidAt, {
      gross: sale.pricePiastres,
      vat: sale.vatPiastres,
      coupon: sale.discountPiastres,
      refund: 0,
    });

  for (const refund of input.refunds) {
    const sales = salesByOrder.get(refund.orderId);
    if (!sales || refund.orderTotalPiastres <= 0) continue;
    // VAT comes out of what went back in the order's own proportion (as the credit note's does).
    const net = divideHalfUp(
      refund.amountPiastres * (refund.orderTotalPiastres - refund.orderVatPiastres),
      refund.orderTotalPiastres,
    );
    const vat = refund.amountPiastres - net;
    const weights = sales.map((sale) => Math.max(0, sale.pricePiastres - sale.discountPiastres));
    if (weights.every((weight) => weight === 0)) continue;
    const nets = splitByLargestRemainder(net, weights);
    const vats = splitByLargestRemainder(vat, weights);
    sales.forEach((sale, index) =>
      emit(sale, 'REFUND', refund.refundedAt, { gross: 0, vat: vats[index]!, coupon: 0, refund: nets[index]! }),
    );
  }
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderReference.localeCompare(b.orderReference));
}
