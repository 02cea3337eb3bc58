import type { ProgramRow } from '@manara/db';
import { describe, expect, it } from 'vitest';
import { currentPriceOf, isBlocking, lineAlertOf } from './line-alerts';

const program = (over: Partial<ProgramRow> = {}) =>
  ({ publicationStatus: 'PUBLISHED', originalPrice: 50000, priceAfterDiscount: 40050, ...over }) as ProgramRow;

describe('lineAlertOf', () => {
  it('shows the most serious alert first', () => {
    expect(lineAlertOf(program({ publicationStatus: 'UNPUBLISHED' }), true, 1)).toBe('UNPUBLISHED');
    expect(lineAlertOf(program({ publicationStatus: 'DRAFT' }), false, null)).toBe('UNPUBLISHED');
    expect(lineAlertOf(program(), true, 1)).toBe('OWNED');
    expect(lineAlertOf(program(), true, 1, true)).toBe('OWNED');
    expect(lineAlertOf(program(), false, 1, true)).toBe('IN_DIPLOMA');
    expect(lineAlertOf(program(), false, 50000)).toBe('PRICE_CHANGED');
    expect(lineAlertOf(program(), false, 40050)).toBeNull();
    expect(lineAlertOf(program(), false, null)).toBeNull();
  });

  it('blocks checkout for unpublished, owned and doubly bought items only', () => {
    expect(
      [isBlocking('UNPUBLISHED'), isBlocking('OWNED'), isBlocking('IN_DIPLOMA'), isBlocking('PRICE_CHANGED')].concat(
        isBlocking(null),
      ),
    ).toEqual([true, true, true, false, false]);
  });

  it('prices a program at its discounted price when it has one', () => {
    expect(currentPriceOf(program())).toBe(40050);
    expect(currentPriceOf(program({ priceAfterDiscount: null }))).toBe(50000);
  });
});
