import SchemaBuilder from '@pothos/core';
import type { RequestContext } from './context';

export interface BuilderTypes {
  Context: RequestContext;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
}
export type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

// Input fields stay optional (Pothos' default) so a missing field becomes a translated
// VALIDATION_FAILED envelope from the domain's zod schema, not a bare GraphQL error.
export const builder = new SchemaBuilder<BuilderTypes>({
  defaultFieldNullability: false,
});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => new Date(String(value)),
});

builder.queryType({});
builder.mutationType({});
