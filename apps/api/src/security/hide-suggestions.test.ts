import { describe, expect, it } from 'vitest';
import { withoutSuggestions } from './hide-suggestions';

describe('withoutSuggestions', () => {
  it('removes every form of graphql-js suggestion and keeps the rest of the message', () => {
    expect(withoutSuggestions('Cannot query field "cod" on type "UserResponse". Did you mean "code"?')).toBe(
      'Cannot query field "cod" on type "UserResponse".',
    );
    expect(
      withoutSuggestions(
        'Variable "$s" got invalid value "VIEW" at "s.field"; Value "VIEW" does not exist in "BlogSortField" enum. Did you mean the enum value "VIEWS"?',
      ),
    ).toBe('Variable "$s" got invalid value "VIEW" at "s.field"; Value "VIEW" does not exist in "BlogSortField" enum.');
    expect(withoutSuggestions('Unknown type "Strin". Did you mean "String", "Int", or "ID"?')).toBe(
      'Unknown type "Strin".',
    );
    expect(withoutSuggestions('Syntax Error: Expected Name, found "}".')).toBe(
      'Syntax Error: Expected Name, found "}".',
    );
  });
});
