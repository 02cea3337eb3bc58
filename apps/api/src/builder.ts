import SchemaBuilder from '@pothos/core';
import type { RequestContext } from './context';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: false;
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
}>({
  defaultFieldNullability: false,
  // Inputs are optional at the GraphQL level so a missing field becomes a translated
  // VALIDATION_FAILED envelope from the domain's zod schema, not a bare GraphQL error.
  defaultInputFieldRequiredness: false,
});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => new Date(String(value)),
});

builder.queryType({});
builder.mutationType({});
