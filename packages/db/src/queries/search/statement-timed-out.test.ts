import { describe, expect, it } from 'vitest';
import { statementTimedOut } from './statement-timed-out';

describe('statementTimedOut', () => {
  it('finds SQLSTATE 57014 on the error or in its causes', () => {
    const driver = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    expect(statementTimedOut(driver)).toBe(true);
    expect(statementTimedOut(new Error('Failed query: …', { cause: driver }))).toBe(true);
  });

  it('is false for other errors and non-errors', () => {
    expect(statementTimedOut(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(statementTimedOut(new Error('plain'))).toBe(false);
    expect(statementTimedOut(undefined)).toBe(false);
  });
});
