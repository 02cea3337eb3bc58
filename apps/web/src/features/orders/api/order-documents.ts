import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** docs/product/commerce.md Transaction, with the order's state the success page needs. */
export const TransactionFields = graphql(`
  fragment TransactionFields on Transaction {
    id
    code
    reference
    title
    status
    orderStatus
    createdAt
    totalAmount
    paymentDetails { cardBrand maskedPan }
    purchaseItems { id type title originalPrice priceAfterDiscount }
    refunded
    invoiced
    paymentMethod
    kiosk { billReference expiresAt lapsed sandboxKioskUrl }
    instalmentPlan { lender months monthlyAmount downPayment }
  }
`);

export const getTransactionByCodeQuery = graphql(
  `
  query getTransactionByCode($code: String) {
    getTransactionByCode(code: $code) { ...EnvelopeFields data { ...TransactionFields } }
  }
`,
  [EnvelopeFields, TransactionFields],
);

/** Where "start learning" goes after a payment: the bought program's first lesson not completed yet. */
export const myNextLessonQuery = graphql(
  `
  query myNextLesson($courseId: String) {
    myNextLesson(courseId: $courseId) { ...EnvelopeFields data { id programId } }
  }
`,
  [EnvelopeFields],
);

/** Whether the learner may ask for a refund of an order, why not, and the request made (decision 0057). */
export const RefundStandingFields = graphql(`
  fragment RefundStandingFields on RefundStanding {
    orderId
    eligible
    ineligibleBecause
    requestUntil
    consumedPercent
    maxDays
    maxConsumedPercent
    request { id status reason decisionReason decidedAt createdAt }
  }
`);

export const getMyTransactionsQuery = graphql(
  `
  query getMyTransactionsForUser($paginate: PaginateInput) {
    getMyTransactionsForUser(paginate: $paginate) {
      ...EnvelopeFields
      data {
        items { ...TransactionFields refundStanding { ...RefundStandingFields } }
        pageInfo { page limit totalCount totalPages hasNext }
      }
    }
  }
`,
  [EnvelopeFields, TransactionFields, RefundStandingFields],
);

export const requestRefundMutation = graphql(
  `
  mutation requestRefund($input: RequestRefundInput) {
    requestRefund(input: $input) { ...EnvelopeFields data { ...RefundStandingFields } }
  }
`,
  [EnvelopeFields, RefundStandingFields],
);

export const getInvoiceQuery = graphql(
  `
  query getInvoiceByTransactionId($id: ID) {
    getInvoiceByTransactionId(id: $id) {
      ...EnvelopeFields
      data {
        id
        transactionId
        transactionCode
        invoiceNumber
        invoiceDate
        providedTo
        couponCode
        currency
        subtotal
        discountAmount
        vatRate
        vatAmount
        totalAmountPaid
        seller { name address taxRegistrationNumber }
        items { type name price discountAmount tax amountPaid discountCode }
        creditNotes { id number issuedAt total }
      }
    }
  }
`,
  [EnvelopeFields],
);

export const downloadInvoiceQuery = graphql(
  `
  query downloadInvoice($input: DownloadInvoiceInput) {
    downloadInvoice(input: $input) { ...EnvelopeFields data { url fileName expiresAt } }
  }
`,
  [EnvelopeFields],
);

export const downloadCreditNoteQuery = graphql(
  `
  query downloadCreditNote($input: DownloadCreditNoteInput) {
    downloadCreditNote(input: $input) { ...EnvelopeFields data { url fileName expiresAt } }
  }
`,
  [EnvelopeFields],
);

export type TransactionData = ResultOf<typeof TransactionFields>;
export type RefundStandingData = ResultOf<typeof RefundStandingFields>;
export type InvoiceData = NonNullable<ResultOf<typeof getInvoiceQuery>['getInvoiceByTransactionId']['data']>;
