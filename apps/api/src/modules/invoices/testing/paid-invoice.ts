import { schema, type Db } from '@manara/db';
import { insertProgram } from '../../catalog/testing/fixtures';

let invoiceSeq = 0;

export interface PaidInvoiceFixture {
  orderId: string;
  transactionId: string;
  transactionCode: string;
  invoiceId: string;
  invoiceNumber: string;
}

/**
 * A paid order written straight into the commerce tables, as payment confirmation leaves it:
 * a course at 1,000 EGP with a 100 EGP coupon discount and a workshop at 500 EGP, VAT 14 % on
 * the discounted prices (total 1,596 EGP), a PAID transaction and its invoice.
 */
export async function insertPaidInvoice(
  db: Db,
  userId: string,
  buyer: { ar: string; en: string },
): Promise<PaidInvoiceFixture> {
  invoiceSeq += 1;
  const tag = `${invoiceSeq}-${Date.now()}`;
  const course = await insertProgram(db, {
    enTitle: `Sports Nutrition Basics ${tag}`,
    arTitle: 'أساسيات التغذية الرياضية',
    originalPrice: 100_000,
  });
  const workshop = await insertProgram(db, {
    enTitle: `Injury Rehab Workshop ${tag}`,
    arTitle: 'ورشة تأهيل الإصابات',
    type: 'WORKSHOP',
    originalPrice: 50_000,
  });
  const money = {
    subtotalPiastres: 150_000,
    discountPiastres: 10_000,
    vatRateBps: 1400,
    vatPiastres: 19_600,
    totalPiastres: 159_600,
  };
  const [order] = await db
    .insert(schema.orders)
    .values({
      reference: `ORD-${tag}`,
      userId,
      status: 'PAID',
      ...money,
      couponCode: 'WELCOME10',
      provider: 'sandbox',
      paidAt: new Date(),
    })
    .returning();
  await db.insert(schema.orderItems).values([
    {
      orderId: order!.id,
      programId: course.id,
      type: 'COURSE',
      arTitle: course.arTitle,
      enTitle: 'Sports Nutrition Basics',
      originalPricePiastres: 100_000,
      pricePiastres: 100_000,
      discountPiastres: 10_000,
      vatPiastres: 12_600,
      paidPiastres: 102_600,
      sortOrder: 0,
    },
    {
      orderId: order!.id,
      programId: workshop.id,
      type: 'WORKSHOP',
      arTitle: workshop.arTitle,
      enTitle: 'Injury Rehab Workshop',
      originalPricePiastres: 50_000,
      pricePiastres: 50_000,
      discountPiastres: 0,
      vatPiastres: 7_000,
      paidPiastres: 57_000,
      sortOrder: 1,
    },
  ]);
  const [transaction] = await db
    .insert(schema.transactions)
    .values({
      code: `TX-${tag}`,
      orderId: order!.id,
      userId,
      provider: 'sandbox',
      providerTransactionId: `sbx-${tag}`,
      status: 'PAID',
      amountPiastres: money.totalPiastres,
      cardBrand: 'Visa',
    })
    .returning();
  const [invoice] = await db
    .insert(schema.invoices)
    .values({
      // A past year, so these numbers never meet the ones payment confirmation draws this year.
      number: `INV-2020-${String(invoiceSeq).padStart(6, '0')}`,
      year: 2020,
      sequence: invoiceSeq,
      orderId: order!.id,
      transactionId: transaction!.id,
      userId,
      arProvidedTo: buyer.ar,
      enProvidedTo: buyer.en,
      couponCode: 'WELCOME10',
      ...money,
      issuedAt: new Date('2020-11-20T21:30:00Z'),
    })
    .returning();
  return {
    orderId: order!.id,
    transactionId: transaction!.id,
    transactionCode: transaction!.code,
    invoiceId: invoice!.id,
    invoiceNumber: invoice!.number,
  };
}
