import { graphql } from './graphql';

/** The fields every response carries (the schema's Envelope interface, docs/product/api.md). */
export const EnvelopeFields = graphql(`
  fragment EnvelopeFields on Envelope {
    code
    success
    message
    fieldErrors { field message }
  }
`);
