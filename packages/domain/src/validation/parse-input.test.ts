import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/index';
import { parseInput } from './parse-input';

function fieldErrorsOf(schema: z.ZodType, input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (isAppError(error)) return error.fieldErrors;
  }
  throw new Error('expected VALIDATION_FAILED');
}

describe('parseInput size limits', () => {
  const schema = z.object({
    ids: z.array(z.string()).min(1).max(3),
    name: z.string().min(2).max(5),
    rating: z.number().min(1).max(5),
  });

  it('words list limits in items, not characters', () => {
    expect(fieldErrorsOf(schema, { ids: [], name: 'ab', rating: 1 })).toEqual([
      { field: 'ids', messageKey: 'tooFewItems', params: { min: 1 } },
    ]);
    expect(fieldErrorsOf(schema, { ids: ['a', 'b', 'c', 'd'], name: 'ab', rating: 1 })).toEqual([
      { field: 'ids', messageKey: 'tooManyItems', params: { max: 3 } },
    ]);
  });

  it('words text limits in characters and number limits as values', () => {
    expect(fieldErrorsOf(schema, { ids: ['a'], name: 'a', rating: 9 })).toEqual([
      { field: 'name', messageKey: 'tooShort', params: { min: 2 } },
      { field: 'rating', messageKey: 'numberTooLarge', params: { max: 5 } },
    ]);
    expect(fieldErrorsOf(schema, { ids: ['a'], name: 'abcdef', rating: 0 })).toEqual([
      { field: 'name', messageKey: 'tooLong', params: { max: 5 } },
      { field: 'rating', messageKey: 'numberTooSmall', params: { min: 1 } },
    ]);
  });

  it('calls an empty required text missing', () => {
    expect(fieldErrorsOf(z.object({ name: z.string().min(1) }), { name: '' })).toEqual([
      { field: 'name', messageKey: 'required' },
    ]);
  });
});
