import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diplomaPrograms, learningPrograms, orderItems, orders, refunds } from '../../schema/index';

/** One paid order line that may earn a lecturer something (decision 0060). */
export interface EarningSaleRow {
  orderItemId: string;
  orderId: string;
  orderReference: string;
  paidAt: Date;
  programId: string;
  programType: string;
  arTitle: string;
  enTitle: string;
  /** Before the coupon, without VAT. */
  pricePiastres: number;
  discountPiastres: number;
  vatPiastres: number;
  creditedProgramIds: string[];
  /** The program's lecturer today (a program has one). */
  lecturerId: string | null;
}

/** Every line of a paid order with money in it, oldest first (free orders earn nothing). */
export async function listEarningSales(db: DbOrTx): Promise<EarningSaleRow[]> {
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      orderReference: orders.reference,
      paidAt: orders.paidAt,
      programId: orderItems.programId,
      programType: orderItems.type,
      arTitle: orderItems.arTitle,
      enTitle: orderItems.enTitle,
      pricePiastres: orderItems.pricePiastres,
      discountPiastres: orderItems.discountPiastres,
      vatPiastres: orderItems.vatPiastres,
      creditedProgramIds: orderItems.creditedProgramIds,
      lecturerId: learningPrograms.lecturerId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(learningPrograms, eq(learningPrograms.id, orderItems.programId))
    .where(and(eq(orders.status, 'PAID'), isNotNull(orders.paidAt), gt(orders.totalPiastres, 0)))
    .orderBy(asc(orders.paidAt), asc(orderItems.sortOrder));
  return rows.map((row) => ({ ...row, paidAt: row.paidAt! }));
}

/** A program inside a diploma, with what splits the diploma's revenue over its programs. */
export interface EarningDiplomaPartRow {
  diplomaId: string;
  programId: string;
  lecturerId: string | null;
  arTitle: string;
  enTitle: string;
  /** The program's list price before its catalogue discount. */
  originalPrice: number;
}

/** The programs in the given diplomas, in the diploma's order. */
export async function listEarningDiplomaParts(
  db: DbOrTx,
  diplomaIds: readonly string[],
): Promise<EarningDiplomaPartRow[]> {
  if (diplomaIds.length === 0) return [];
  return db
    .select({
      diplomaId: diplomaPrograms.diplomaId,
      programId: diplomaPrograms.programId,
      lecturerId: learningPrograms.lecturerId,
      arTitle: learningPrograms.arTitle,
      enTitle: learningPrograms.enTitle,
      originalPrice: learningPrograms.originalPrice,
    })
    .from(diplomaPrograms)
    .innerJoin(learningPrograms, eq(learningPrograms.id, diplomaPrograms.programId))
    .where(inArray(diplomaPrograms.diplomaId, [...diplomaIds]))
    .orderBy(asc(diplomaPrograms.diplomaId), asc(diplomaPrograms.sortOrder), asc(diplomaPrograms.programId));
}

/** A completed refund of a paid order, with the order's totals to take VAT out of it. */
export interface EarningRefundRow {
  refundId: string;
  orderId: string;
  amountPiastres: number;
  refundedAt: Date;
  orderTotalPiastres: number;
  orderVatPiastres: number;
}

/** Every completed refund of a paid order, oldest first; dated when it was asked of the provider. */
export async function listEarningRefunds(db: DbOrTx): Promise<EarningRefundRow[]> {
  return db
    .select({
      refundId: refunds.id,
      orderId: refunds.orderId,
      amountPiastres: refunds.amountPiastres,
      refundedAt: refunds.createdAt,
      orderTotalPiastres: orders.totalPiastres,
      orderVatPiastres: orders.vatPiastres,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.status, 'COMPLETED'), eq(orders.status, 'PAID'), gt(orders.totalPiastres, 0)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
