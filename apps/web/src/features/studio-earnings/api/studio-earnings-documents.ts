import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A lecturer's share history and balance as the studio shows them (decision 0060). */
const LecturerEarningsFields = graphql(`
  fragment LecturerEarningsFields on LecturerEarnings {
    lecturerId
    firstName
    lastName
    arFirstName
    arLastName
    shareVersion
    shares {
      id
      sharePercent
      effectiveFrom
    }
    earned
    paid
    balance
  }
`);
export type LecturerEarnings = ResultOf<typeof LecturerEarningsFields>;

const EarningsStatementFields = graphql(
  `
  fragment EarningsStatementFields on EarningsStatement {
    earnings {
      ...LecturerEarningsFields
    }
    month
    opening
    earned
    paid
    closing
    lines {
      kind
      day
      orderReference
      arTitle
      enTitle
      arPartTitle
      enPartTitle
      gross
      vat
      coupon
      refunds
      net
      sharePercent
      earning
    }
    payouts {
      id
      amount
      method
      reference
      paidOn
    }
  }
`,
  [LecturerEarningsFields],
);
export type EarningsStatement = ResultOf<typeof EarningsStatementFields>;

export const studioEarningsQuery = graphql(
  `
  query studioEarnings {
    studioEarnings {
      ...EnvelopeFields
      data {
        items {
          ...LecturerEarningsFields
        }
      }
    }
  }
`,
  [EnvelopeFields, LecturerEarningsFields],
);

export const studioEarningsStatementQuery = graphql(
  `
  query studioEarningsStatement($lecturerId: ID, $month: String) {
    studioEarningsStatement(lecturerId: $lecturerId, month: $month) {
      ...EnvelopeFields
      data {
        ...EarningsStatementFields
      }
    }
  }
`,
  [EnvelopeFields, EarningsStatementFields],
);

export const setLecturerShareMutation = graphql(
  `
  mutation setLecturerShare($input: SetLecturerShareInput) {
    setLecturerShare(input: $input) {
      ...EnvelopeFields
      data {
        ...EarningsStatementFields
      }
    }
  }
`,
  [EnvelopeFields, EarningsStatementFields],
);

export const recordLecturerPayoutMutation = graphql(
  `
  mutation recordLecturerPayout($input: RecordLecturerPayoutInput) {
    recordLecturerPayout(input: $input) {
      ...EnvelopeFields
      data {
        ...EarningsStatementFields
      }
    }
  }
`,
  [EnvelopeFields, EarningsStatementFields],
);

export const downloadEarningsStatementQuery = graphql(
  `
  query downloadEarningsStatement($input: DownloadEarningsStatementInput) {
    downloadEarningsStatement(input: $input) {
      ...EnvelopeFields
      data {
        url
        fileName
      }
    }
  }
`,
  [EnvelopeFields],
);
