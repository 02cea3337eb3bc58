import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A coupon as the studio lists and edits it (decision 0053). */
export const StudioCouponFields = graphql(`
  fragment StudioCouponFields on StudioCoupon {
    id
    code
    kind
    value
    validFrom
    validTo
    maxUses
    maxUsesPerUser
    minOrder
    scope
    categoryIds
    programIds
    programTypes
    firstPurchaseOnly
    isActive
    status
    uses
    revenue
    version
    createdAt
    updatedAt
  }
`);
export type StudioCoupon = ResultOf<typeof StudioCouponFields>;

const StudioCouponDetailFields = graphql(
  `
  fragment StudioCouponDetailFields on StudioCouponDetail {
    coupon {
      ...StudioCouponFields
    }
    categories {
      id
      arName
      enName
    }
    programs {
      id
      arTitle
      enTitle
      type
    }
  }
`,
  [StudioCouponFields],
);
export type StudioCouponDetail = ResultOf<typeof StudioCouponDetailFields>;

export const studioCouponsQuery = graphql(
  `
  query studioCoupons(
    $paginate: PaginateInput
    $search: String
    $status: CouponStatus
    $sort: CouponsSortInput
  ) {
    studioCoupons(paginate: $paginate, search: $search, status: $status, sort: $sort) {
      ...EnvelopeFields
      data {
        items {
          ...StudioCouponFields
        }
        pageInfo {
          totalCount
          totalPages
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioCouponFields],
);

export const studioCouponQuery = graphql(
  `
  query studioCoupon($couponId: ID) {
    studioCoupon(couponId: $couponId) {
      ...EnvelopeFields
      data {
        ...StudioCouponDetailFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCouponDetailFields],
);

export const createCouponMutation = graphql(
  `
  mutation createCoupon($input: CouponInput) {
    createCoupon(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCouponDetailFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCouponDetailFields],
);

export const updateCouponMutation = graphql(
  `
  mutation updateCoupon($input: UpdateCouponInput) {
    updateCoupon(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCouponDetailFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCouponDetailFields],
);

export const setCouponActiveMutation = graphql(
  `
  mutation setCouponActive($input: SetCouponActiveInput) {
    setCouponActive(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCouponDetailFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCouponDetailFields],
);
