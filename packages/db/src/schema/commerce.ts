import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, learningPrograms } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { programTypeEnum } from './enums';
import { users } from './identity';

// Commerce (decision 0011). Money is integer piastres everywhere.

export const couponKindEnum = pgEnum('coupon_kind', ['PERCENTAGE', 'FIXED']);
export const orderStatusEnum = pgEnum('order_status', ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'REVIEW']);
export const transactionStatusEnum = pgEnum('transaction_status', ['PAID', 'FAILED', 'PENDING', 'VOIDED', 'REFUNDED']);
export const redemptionStatusEnum = pgEnum('coupon_redemption_status', ['RESERVED', 'REDEEMED', 'RELEASED']);
export const enrollmentSourceEnum = pgEnum('enrollment_source', ['ORDER', 'DIPLOMA', 'FREE', 'ADMIN']);
export const refundKindEnum = pgEnum('refund_kind', ['REFUND', 'VOID']);
export const refundStatusEnum = pgEnum('refund_status', ['REQUESTED', 'COMPLETED', 'FAILED']);
export const refundRequestStatusEnum = pgEnum('refund_request_status', ['PENDING', 'APPROVED', 'REJECTED']);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored upper-case; looked up case-insensitively by upper-casing the typed code. */
    code: text('code').notNull().unique(),
    kind: couponKindEnum('kind').notNull(),
    /** PERCENTAGE: whole percent 1–100; FIXED: piastres. */
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    minCartPiastres: integer('min_cart_piastres').notNull().default(0),
    /** Paid uses (coupon sort field TIMES_USED, docs/product/api.md); moves only in the paying transaction. */
    timesUsed: integer('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Only for a learner with no paid order yet (decision 0053). */
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    /** Rises with every studio save; a save from an older version is refused (decision 0053). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'PERCENTAGE' or ${t.value} <= 100)`),
    // Codes are unique case-insensitively because they are stored upper-case.
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

/** Optional restrictions; a coupon with none applies to every item. */
export const couponPrograms = pgTable(
  'coupon_programs',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.programId] })],
);

export const couponProgramTypes = pgTable(
  'coupon_program_types',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    type: programTypeEnum('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.type] })],
);

export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.categoryId] })],
);

export const carts = pgTable(
  'carts',
  {
    id: id(),
    /** A learner's cart; null for a visitor's (docs/product/commerce.md). */
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's cart: the SHA-256 of the token in their guest-cart cookie. */
    guestTokenHash: text('guest_token_hash').unique(),
    /** The one coupon applied to the cart (lastAppliedCoupon). */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('carts_one_owner', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    /** The price when added, to tell the learner when it changed since. */
    pricePiastres: integer('price_piastres').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_program_idx').on(t.cartId, t.programId),
    index('cart_items_program_idx').on(t.programId),
  ],
);

/** An instalment plan as stored on its order (decision 0065); amounts in piastres, any part may be unknown. */
export interface InstalmentPlanRecord {
  lender: string | null;
  months: number | null;
  monthlyPiastres: number | null;
  downPaymentPiastres: number | null;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Our reference, sent to the provider as special_reference (merchant_order_id). */
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    subtotalPiastres: integer('subtotal_piastres').notNull(),
    discountPiastres: integer('discount_piastres').notNull(),
    vatRateBps: integer('vat_rate_bps').notNull(),
    vatPiastres: integer('vat_piastres').notNull(),
    /** What the learner pays: subtotal − discount + VAT. */
    totalPiastres: integer('total_piastres').notNull(),
    currency: text('currency').notNull().default('EGP'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** 'paymob', 'sandbox' or 'free'. */
    provider: text('provider'),
    providerIntentId: text('provider_intent_id'),
    /** The provider's order id, signed in its callbacks: a callback is only believed for this order. */
    providerOrderId: text('provider_order_id'),
    /** Whether it came from the cart (bought items leave it) or from buyNow. */
    fromCart: boolean('from_cart').notNull().default(true),
    /** Why an order is in REVIEW (amount mismatch, coupon over its limit, already owned). */
    reviewReason: text('review_reason'),
    /** What has been given back so far (completed refunds and voids, decision 0043). */
    refundedPiastres: integer('refunded_piastres').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Kiosk cash: the bill reference the learner quotes at an Aman or Masary kiosk (decision 0066). */
    kioskReference: text('kiosk_reference'),
    /** Kiosk cash: when the reference lapses and the unpaid order is cancelled (decision 0066). */
    kioskExpiresAt: timestamp('kiosk_expires_at', { withTimezone: true }),
    /** The method chosen at checkout (decision 0065): CARD, WALLET, KIOSK or INSTALMENTS; null before methods existed and for free orders. */
    paymentMethod: text('payment_method'),
    /** Instalments: the lender's plan as its paid callback gave it (decision 0065); null otherwise. */
    instalmentPlan: jsonb('instalment_plan').$type<InstalmentPlanRecord>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.userId, t.status),
    // The studio's coupon list counts each coupon's paid orders and revenue.
    index('orders_coupon_idx').on(t.couponId),
    // The analytics rollups recount a day's payments (decision 0059).
    index('orders_paid_at_idx').on(t.paidAt),
    // The job runner finds references about to lapse and lapsed ones (decision 0066).
    index('orders_kiosk_expires_idx').on(t.kioskExpiresAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id),
    type: programTypeEnum('type').notNull(),
    // Snapshots: invoices and history show what was bought, whatever the catalogue says later.
    arTitle: text('ar_title').notNull(),
    enTitle: text('en_title').notNull(),
    /** The catalogue's price before its own discount, and the price charged before the coupon. */
    originalPricePiastres: integer('original_price_piastres').notNull(),
    pricePiastres: integer('price_piastres').notNull(),
    discountPiastres: integer('discount_piastres').notNull(),
    vatPiastres: integer('vat_piastres').notNull(),
    /** price − discount + VAT; the items' sum equals the order total. */
    paidPiastres: integer('paid_piastres').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /**
     * A diploma's credit for the programs in it the buyer already owned (decision 0040): taken off
     * its price before `pricePiastres`, and the programs it was given for, so a payment is settled
     * only when the buyer owns no others of them by then.
     */
    ownedCreditPiastres: integer('owned_credit_piastres').notNull().default(0),
    creditedProgramIds: uuid('credited_program_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [uniqueIndex('order_items_order_program_idx').on(t.orderId, t.programId)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** RESERVED at checkout (counts until expiresAt), REDEEMED when paid, RELEASED otherwise. */
    status: redemptionStatusEnum('status').notNull().default('RESERVED'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.status),
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * One row per verified provider transaction (and one per free order). The provider's id is
 * unique, so a replayed or concurrent callback can never record — or pay — twice.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    /** Shown to learners (purchase history, getTransactionByCode). */
    code: text('code').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id').unique(),
    status: transactionStatusEnum('status').notNull(),
    amountPiastres: integer('amount_piastres').notNull(),
    currency: text('currency').notNull().default('EGP'),
    cardBrand: text('card_brand'),
    maskedPan: text('masked_pan'),
    /** The verified callback as the adapter read it, for support and audits. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('transactions_user_idx').on(t.userId, t.createdAt), index('transactions_order_idx').on(t.orderId)],
);

/**
 * Money given back on an order by an administrator (decision 0043): REQUESTED while the provider
 * is asked (it counts against what remains, so two admins cannot give back the same money),
 * COMPLETED once the provider accepted, FAILED when it did not (the amount is free again).
 * `confirmedAt` is set by the provider's signed callback for the reversal, whenever it arrives.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The paid transaction the money is taken back from. */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    kind: refundKindEnum('kind').notNull(),
    status: refundStatusEnum('status').notNull().default('REQUESTED'),
    amountPiastres: integer('amount_piastres').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    /** The provider's own transaction for the refund (Paymob answers a new transaction id). */
    providerReference: text('provider_reference'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_positive', sql`${t.amountPiastres} > 0`)],
);

/**
 * The school's policy for learners' refund requests (decision 0057), set by an administrator: one
 * row (id 1); while it is absent the defaults below apply.
 */
export const refundPolicy = pgTable(
  'refund_policy',
  {
    id: integer('id').primaryKey().default(1),
    requestsEnabled: boolean('requests_enabled').notNull().default(true),
    /** Whole days after payment within which a learner may ask. */
    maxDays: integer('max_days').notNull().default(14),
    /** The most of the order's lessons (a diploma: its programs' lessons) completed, in percent. */
    maxConsumedPercent: integer('max_consumed_percent').notNull().default(30),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('refund_policy_one_row', sql`${t.id} = 1`)],
);

/**
 * A learner's request for a refund of a paid order (decision 0057): one per order, PENDING until
 * an administrator approves it (a full refund through refundOrder's steps) or rejects it with a
 * reason. A whole refund made directly closes it as APPROVED with that refund.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    status: refundRequestStatusEnum('status').notNull().default('PENDING'),
    /** What the policy measured when the learner asked, for the administrator. */
    daysSincePayment: integer('days_since_payment').notNull(),
    consumedPercent: integer('consumed_percent').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The refund that answered it (approved, or a whole refund made directly). */
    refundId: uuid('refund_id').references(() => refunds.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    index('refund_requests_user_idx').on(t.userId),
  ],
);

/**
 * Every verified provider callback for a known order, as it came, with what it did (decision 0043):
 * the studio shows an order's whole conversation with the provider, replays included.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    /** The transaction status the callback says (PAID, FAILED, PENDING, VOIDED, REFUNDED). */
    status: transactionStatusEnum('status').notNull(),
    amountPiastres: integer('amount_piastres').notNull(),
    /** What it did: PAID, REVIEW, FAILED, PENDING, RECORDED, DUPLICATE, ORDER_MISMATCH. */
    result: text('result').notNull(),
    /** The verified callback as the adapter read it. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_order_idx').on(t.orderId, t.receivedAt)],
);

/** Per-year invoice counter; bumped inside the paying transaction, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Immutable once written: invoices render from these numbers, never from today's prices. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** e.g. INV-2026-000001. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => transactions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    arProvidedTo: text('ar_provided_to').notNull(),
    enProvidedTo: text('en_provided_to').notNull(),
    couponCode: text('coupon_code'),
    subtotalPiastres: integer('subtotal_piastres').notNull(),
    discountPiastres: integer('discount_piastres').notNull(),
    vatRateBps: integer('vat_rate_bps').notNull(),
    vatPiastres: integer('vat_piastres').notNull(),
    totalPiastres: integer('total_piastres').notNull(),
    currency: text('currency').notNull().default('EGP'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence), index('invoices_user_idx').on(t.userId)],
);

/** Per-year credit-note counter, like the invoices' (decision 0044): bumped in the refunding transaction. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A credit note for each completed refund of an invoiced order (decision 0044), numbered in its own
 * gap-free series per Cairo year (`CN-<year>-<6 digits>`). Immutable: it renders from these numbers.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id),
    /** The invoice it credits. */
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    arProvidedTo: text('ar_provided_to').notNull(),
    enProvidedTo: text('en_provided_to').notNull(),
    reason: text('reason').notNull(),
    /** What went back, VAT included; its VAT share at the invoice's rate; the amount before VAT. */
    totalPiastres: integer('total_piastres').notNull(),
    vatRateBps: integer('vat_rate_bps').notNull(),
    vatPiastres: integer('vat_piastres').notNull(),
    currency: text('currency').notNull().default('EGP'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_year_sequence_idx').on(t.year, t.sequence),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    source: enrollmentSourceEnum('source').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrollments_user_program_idx').on(t.userId, t.programId),
    index('enrollments_program_idx').on(t.programId),
  ],
);
