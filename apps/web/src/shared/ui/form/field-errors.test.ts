import { describe, expect, it } from 'vitest';
import { spreadFieldErrors } from './field-errors';

describe('spreadFieldErrors', () => {
  it('matches fields by the last path segment and keeps the first message per field', () => {
    const result = spreadFieldErrors(
      [
        { field: 'input.email', message: 'bad email' },
        { field: 'password', message: 'weak' },
        { field: 'password', message: 'second' },
        { field: 'loginDetails.device', message: 'bad device' },
      ],
      ['email', 'password'],
    );
    expect(result).toEqual({ byField: { email: 'bad email', password: 'weak' }, other: ['bad device'] });
  });
});
