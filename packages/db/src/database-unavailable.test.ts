import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// How drizzle reports a driver error: its own message, the original as cause.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['server crashed', withCode('57P02')],
    ['server starting up', withCode('57P03', 'the database system is starting up')],
    ['connection failure', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['connection lost', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['query timeout', new Error('Query read timeout')],
    ['refused to every address', Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {})],
  ])('%s, bare or wrapped by drizzle', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value')],
    ['syntax error', withCode('42601')],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['a string', 'oops'],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
