import { describe, expect, it } from 'vitest';
import { countAvailableAttempts } from './count-available-attempts';

describe('countAvailableAttempts', () => {
  it('allows one attempt when the quiz cannot be re-submitted, whatever its limit', () => {
    expect(countAvailableAttempts({ canReSubmit: false, maxAttempts: 5 }, 0)).toBe(1);
    expect(countAvailableAttempts({ canReSubmit: false, maxAttempts: null }, 1)).toBe(0);
  });

  it('counts down to zero from the limit, and is unlimited (null) without one', () => {
    expect(countAvailableAttempts({ canReSubmit: true, maxAttempts: 3 }, 1)).toBe(2);
    expect(countAvailableAttempts({ canReSubmit: true, maxAttempts: 3 }, 4)).toBe(0);
    expect(countAvailableAttempts({ canReSubmit: true, maxAttempts: null }, 10)).toBeNull();
  });
});
