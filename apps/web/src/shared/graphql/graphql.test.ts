import { describe, expect, it } from 'vitest';
import { graphql, type LightDocument } from './graphql';

const light = (document: unknown) => document as LightDocument;

describe('graphql (types of gql.tada, no parser at run time)', () => {
  it('names the operation from the source and keeps the text to send', () => {
    const document = light(
      graphql(`
        # a comment naming query fake
        mutation addToCart($input: AddToCartInput!) {
          addToCart(input: $input) { code success }
        }
      `),
    );
    expect(document.definitions).toEqual([
      { kind: 'OperationDefinition', operation: 'mutation', name: { kind: 'Name', value: 'addToCart' } },
    ]);
    expect(document.loc.source.body).toContain('addToCart(input: $input)');
  });

  it('ignores words inside selections, strings and comments', () => {
    const document = light(
      graphql(`
        query allSearch {
          allSearch(filter: { searchKey: "query x" }) {
            data { query
              fragment }
          }
        }
      `),
    );
    expect(document.definitions.map((d) => [d.kind, d.name.value])).toEqual([['OperationDefinition', 'allSearch']]);
  });

  it('appends the fragments it uses once, after the operation', () => {
    const Fields = light(graphql(`fragment EnvelopeFields on MeResponse { code success }`));
    const document = light(graphql(`query me { me { ...EnvelopeFields } }`, [Fields as never, Fields as never]));
    expect(document.definitions.map((d) => d.kind)).toEqual(['OperationDefinition', 'FragmentDefinition']);
    expect(document.loc.source.body.match(/fragment EnvelopeFields/g)).toHaveLength(1);
    expect(document.loc.source.body.indexOf('query me')).toBe(0);
  });

  it('adds a fragment once when it also comes inside another fragment', () => {
    const Envelope = light(graphql(`fragment EnvelopeFields on Envelope { code success }`));
    const SignedIn = light(
      graphql(`fragment SignedIn on LoginResponse { ...EnvelopeFields data { expiresAt } }`, [Envelope as never]),
    );
    const document = light(
      graphql(`mutation login { login { ...SignedIn ...EnvelopeFields } }`, [Envelope as never, SignedIn as never]),
    );
    expect(document.loc.source.body.match(/fragment EnvelopeFields/g)).toHaveLength(1);
    expect(document.loc.source.body.match(/fragment SignedIn/g)).toHaveLength(1);
    expect(document.definitions.map((d) => d.name.value)).toEqual(['login', 'EnvelopeFields', 'SignedIn']);
  });
});
