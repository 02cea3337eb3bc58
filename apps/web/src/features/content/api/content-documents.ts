import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

export const userFaqsQuery = graphql(
  `
  query userFaqs {
    userFaqs {
      ...EnvelopeFields
      data { items { id question answer order } }
    }
  }
`,
  [EnvelopeFields],
);

export const lecturerFaqsQuery = graphql(
  `
  query lecturerFaqs {
    lecturerFaqs {
      ...EnvelopeFields
      data { items { id question answer order } }
    }
  }
`,
  [EnvelopeFields],
);

export type FaqData = NonNullable<ResultOf<typeof userFaqsQuery>['userFaqs']['data']>['items'][number];

export const policiesQuery = graphql(
  `
  query getPolicies {
    getPolicies {
      ...EnvelopeFields
      data { items { id kind title content updatedAt } }
    }
  }
`,
  [EnvelopeFields],
);

export type PolicyData = NonNullable<ResultOf<typeof policiesQuery>['getPolicies']['data']>['items'][number];
export type PolicyKind = PolicyData['kind'];

export const countriesQuery = graphql(
  `
  query countries {
    countries {
      ...EnvelopeFields
      data { items { isoCode localeName dialCode } }
    }
  }
`,
  [EnvelopeFields],
);

export type CountryData = NonNullable<ResultOf<typeof countriesQuery>['countries']['data']>['items'][number];

export const sendContactMessageMutation = graphql(
  `
  mutation sendContactMessage($input: SendContactMessageInput) {
    sendContactMessage(input: $input) {
      ...EnvelopeFields
    }
  }
`,
  [EnvelopeFields],
);
