import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';

/** Strings that have broken web back ends before: injection, markup, control and direction characters, sizes. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '__proto__',
  'constructor',
  '{"$ne":null}',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\uD800',
  '😀👩‍👩‍👧',
  '١٢٣٤٥٦',
  '٠٠٠٠٠٠',
  'أحمد حسن',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'a@b.c',
  'A@EXAMPLE.COM',
  'x'.repeat(256),
  'ب'.repeat(5_000),
  'y'.repeat(200_000),
  '\r\nSet-Cookie: a=b',
  '${7*7}{{7*7}}',
  '%s%s%s%n',
];

const BIG_INTS = [0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53, -(2 ** 53), 1e21];
const FLOATS = [0, -0, 1.5, -1e308, 1e308, 5e-324, 2 ** 53 + 1];

export interface ArbitraryOptions {
  /** Real ids, slugs, codes and emails from the database, so the fuzz reaches past "not found". */
  known: string[];
}

function stringArb(options: ArbitraryOptions): fc.Arbitrary<string> {
  const pieces = [
    fc.constantFrom(...NASTY_STRINGS),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.uuid(),
  ];
  if (options.known.length) pieces.push(fc.constantFrom(...options.known), fc.constantFrom(...options.known));
  return fc.oneof(...pieces);
}

function scalarArb(name: string, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(fc.constantFrom(...BIG_INTS), fc.integer({ min: -1000, max: 1000 }), fc.integer());
    case 'Float':
      return fc.oneof(fc.constantFrom(...FLOATS), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom('2026-13-45T99:99:99Z', '0000-00-00', '+275760-09-13T00:00:00.000Z', ''),
        stringArb(options),
      );
    default:
      return stringArb(options);
  }
}

/** Any JSON value: a variable of the wrong type, which GraphQL must refuse before a resolver runs. */
const wrongType = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom({}, [], 'x', 1.5, true, { id: 1 }));

/** Values for a GraphQL input type: mostly well-typed (so resolvers and zod run), sometimes null, missing or wrong. */
export function inputArb(type: GraphQLInputType, options: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 12, arbitrary: inputArb(type.ofType, options, depth) },
      { weight: 1, arbitrary: wrongType },
    );
  }
  const nullable = <T>(arb: fc.Arbitrary<T>) =>
    fc.oneof(
      { weight: 8, arbitrary: arb },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: wrongType },
    );
  if (isListType(type)) {
    return nullable(fc.array(inputArb(type.ofType, options, depth + 1), { maxLength: depth > 1 ? 2 : 5 }));
  }
  if (isEnumType(type)) {
    return nullable(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) },
        { weight: 1, arbitrary: fc.constant('NOT_A_VALUE') },
      ),
    );
  }
  if (isScalarType(type)) return nullable(scalarArb(type.name, options));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) record[f.name] = inputArb(f.type, options, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return nullable(fc.record(record, { requiredKeys: required }));
  }
  return wrongType;
}

/** Variables for one operation; arguments are sometimes left out altogether. */
export function variablesArb(
  args: readonly GraphQLArgument[],
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const a of args) record[a.name] = inputArb(a.type, options);
  return fc.record(record, { requiredKeys: args.filter((a) => isNonNullType(a.type)).map((a) => a.name) });
}
