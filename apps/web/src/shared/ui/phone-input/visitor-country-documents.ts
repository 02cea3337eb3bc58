import { graphql } from '@/shared/graphql/graphql';

/** The visitor's country from their address (docs/product/accounts.md, phone input); null when unknown. */
export const visitorCountryQuery = graphql(`
  query visitorCountry {
    visitorCountry {
      success
      data
    }
  }
`);
