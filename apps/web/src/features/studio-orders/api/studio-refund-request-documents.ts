import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** The refund policy for learners' requests (decision 0057). */
export const RefundPolicyFields = graphql(`
  fragment RefundPolicyFields on RefundPolicy {
    requestsEnabled
    maxDays
    maxConsumedPercent
    updatedAt
  }
`);

export const studioRefundPolicyQuery = graphql(
  `
  query studioRefundPolicy {
    studioRefundPolicy { ...EnvelopeFields data { ...RefundPolicyFields } }
  }
`,
  [EnvelopeFields, RefundPolicyFields],
);

export const updateRefundPolicyMutation = graphql(
  `
  mutation updateRefundPolicy($input: RefundPolicyInput) {
    updateRefundPolicy(input: $input) { ...EnvelopeFields data { ...RefundPolicyFields } }
  }
`,
  [EnvelopeFields, RefundPolicyFields],
);

/** A learner's request in the studio's queue. */
export const StudioRefundRequestFields = graphql(`
  fragment StudioRefundRequestFields on StudioRefundRequest {
    id
    orderId
    status
    reason
    daysSincePayment
    consumedPercent
    decisionReason
    decidedAt
    createdAt
    orderReference
    orderTotal
    buyerEmail
    buyerName
  }
`);
export type StudioRefundRequest = ResultOf<typeof StudioRefundRequestFields>;

export const studioRefundRequestsQuery = graphql(
  `
  query studioRefundRequests($paginate: PaginateInput, $decided: Boolean) {
    studioRefundRequests(paginate: $paginate, decided: $decided) {
      ...EnvelopeFields
      data {
        items { ...StudioRefundRequestFields }
        pageInfo { page limit totalCount totalPages hasNext }
      }
    }
  }
`,
  [EnvelopeFields, StudioRefundRequestFields],
);

export const approveRefundRequestMutation = graphql(
  `
  mutation approveRefundRequest($requestId: ID, $reason: String) {
    approveRefundRequest(requestId: $requestId, reason: $reason) { ...EnvelopeFields data { orderId accessEnded } }
  }
`,
  [EnvelopeFields],
);

export const rejectRefundRequestMutation = graphql(
  `
  mutation rejectRefundRequest($requestId: ID, $reason: String) {
    rejectRefundRequest(requestId: $requestId, reason: $reason) { ...EnvelopeFields data { id status } }
  }
`,
  [EnvelopeFields],
);
