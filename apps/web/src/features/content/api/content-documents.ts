import { graphql, type ResultOf } from '@/shared/graphql/graphql';

export const userFaqsQuery = graphql(`
  query userFaqs {
    userFaqs {
      code
      success
      message
      data { items { id question answer order } }
    }
  }
`);

export const lecturerFaqsQuery = graphql(`
  query lecturerFaqs {
    lecturerFaqs {
      code
      success
      message
      data { items { id question answer order } }
    }
  }
`);

export type FaqData = NonNullable<ResultOf<typeof userFaqsQuery>['userFaqs']['data']>['items'][number];

export const policiesQuery = graphql(`
  query getPolicies {
    getPolicies {
      code
      success
      message
      data { items { id kind title content updatedAt } }
    }
  }
`);

export type PolicyData = NonNullable<ResultOf<typeof policiesQuery>['getPolicies']['data']>['items'][number];
export type PolicyKind = PolicyData['kind'];

export const countriesQuery = graphql(`
  query countries {
    countries {
      code
      success
      message
      data { items { isoCode localeName dialCode } }
    }
  }
`);

export type CountryData = NonNullable<ResultOf<typeof countriesQuery>['countries']['data']>['items'][number];

export const sendContactMessageMutation = graphql(`
  mutation sendContactMessage($input: SendContactMessageInput) {
    sendContactMessage(input: $input) {
      code
      success
      message
      fieldErrors { field message }
    }
  }
`);
