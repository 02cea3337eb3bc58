import type { ProgramRow } from '@manara/db';
import { describe, expect, it } from 'vitest';
import { currentPriceOf, isBlocking, lineAlertOf } from './line-alerts';

const now = new Date('2026-12-05T12:00:00Z');
const program = (over: Partial<ProgramRow> = {}) =>
  ({
    publicationStatus: 'PUBLISHED',
    originalPrice: 50000,
    priceAfterDiscount: 40050,
    discountStartsAt: null,
    discountEndsAt: null,
    ...over,
  }) as ProgramRow;

describe('lineAlertOf', () => {
  it('shows the most serious alert first', () => {
    expect(lineAlertOf(program({ publicationStatus: 'UNPUBLISHED' }), true, 1, false, now)).toBe('UNPUBLISHED');
    expect(lineAlertOf(program({ publicationStatus: 'DRAFT' }), false, null, false, now)).toBe('UNPUBLISHED');
    expect(lineAlertOf(program(), true, 1, false, now)).toBe('OWNED');
    expect(lineAlertOf(program(), true, 1, true, now)).toBe('OWNED');
    expect(lineAlertOf(program(), false, 1, true, now)).toBe('IN_DIPLOMA');
    expect(lineAlertOf(program(), false, 50000, false, now)).toBe('PRICE_CHANGED');
    expect(lineAlertOf(program(), false, 40050, false, now)).toBeNull();
    expect(lineAlertOf(program(), false, null, false, now)).toBeNull();
  });

  it('tells a learner whose discount ended (or began) since they added the program', () => {
    const endedAnHourAgo = program({ discountEndsAt: new Date(now.getTime() - 3_600_000) });
    expect(lineAlertOf(endedAnHourAgo, false, 40050, false, now)).toBe('PRICE_CHANGED');
    expect(lineAlertOf(endedAnHourAgo, false, 50000, false, now)).toBeNull();
    const startsInAnHour = program({ discountStartsAt: new Date(now.getTime() + 3_600_000) });
    expect(lineAlertOf(startsInAnHour, false, 50000, false, now)).toBeNull();
    expect(lineAlertOf(startsInAnHour, false, 50000, false, new Date(now.getTime() + 3_600_000))).toBe('PRICE_CHANGED');
  });

  it('blocks checkout for unpublished, owned and doubly bought items only', () => {
    expect(
      [isBlocking('UNPUBLISHED'), isBlocking('OWNED'), isBlocking('IN_DIPLOMA'), isBlocking('PRICE_CHANGED')].concat(
        isBlocking(null),
      ),
    ).toEqual([true, true, true, false, false]);
  });

  it('prices a program at its discounted price inside its window, else the original', () => {
    expect(currentPriceOf(program(), now)).toBe(40050);
    expect(currentPriceOf(program({ priceAfterDiscount: null }), now)).toBe(50000);
    expect(currentPriceOf(program({ discountEndsAt: now }), now)).toBe(50000);
  });
});
