import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** An order in the studio's list and at the head of its page (docs/product/studio.md). */
export const StudioOrderFields = graphql(`
  fragment StudioOrderFields on StudioOrder {
    id
    reference
    status
    reviewReason
    buyerEmail
    buyerName
    subtotal
    discount
    vatRate
    vat
    total
    refunded
    couponCode
    provider
    invoiceNumber
    paidAt
    createdAt
  }
`);
export type StudioOrder = ResultOf<typeof StudioOrderFields>;

export const studioOrdersQuery = graphql(
  `
  query studioOrders(
    $paginate: PaginateInput
    $search: String
    $status: OrderStatus
    $from: DateTime
    $to: DateTime
    $programId: ID
  ) {
    studioOrders(paginate: $paginate, search: $search, status: $status, from: $from, to: $to, programId: $programId) {
      ...EnvelopeFields
      data {
        items {
          ...StudioOrderFields
        }
        pageInfo {
          totalCount
          totalPages
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioOrderFields],
);

const RefundFields = graphql(`
  fragment RefundFields on Refund {
    id
    kind
    status
    amount
    reason
    providerReference
    creditNoteNumber
    confirmedAt
    createdAt
  }
`);

export const studioOrderQuery = graphql(
  `
  query studioOrder($orderId: ID) {
    studioOrder(orderId: $orderId) {
      ...EnvelopeFields
      data {
        order {
          ...StudioOrderFields
        }
        providerOrderId
        refundable
        paymentMethod
        refundThroughProvider
        items {
          programId
          type
          arTitle
          enTitle
          originalPrice
          price
          discount
          vat
          paid
          ownedCredit
        }
        transactions {
          id
          code
          provider
          providerTransactionId
          status
          amount
          currency
          cardBrand
          maskedPan
          callback
          createdAt
          updatedAt
        }
        refunds {
          ...RefundFields
        }
        callbacks {
          id
          providerTransactionId
          status
          amount
          result
          details
          receivedAt
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioOrderFields, RefundFields],
);
export type StudioOrderDetail = NonNullable<ResultOf<typeof studioOrderQuery>['studioOrder']['data']>;

export const refundOrderMutation = graphql(
  `
  mutation refundOrder($input: RefundOrderInput) {
    refundOrder(input: $input) {
      ...EnvelopeFields
      data {
        orderId
        refunded
        accessEnded
      }
    }
  }
`,
  [EnvelopeFields],
);

export const resolveOrderReviewMutation = graphql(
  `
  mutation resolveOrderReview($input: ResolveOrderReviewInput) {
    resolveOrderReview(input: $input) {
      ...EnvelopeFields
      data {
        orderId
        status
      }
    }
  }
`,
  [EnvelopeFields],
);
