import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { recordLecturerPayoutSchema, setLecturerShareSchema } from './schemas';

const lecturerId = '6f1c1d3e-0000-4000-8000-000000000001';
const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AppError).fieldErrors;
  }
  return [];
};

describe('earnings inputs', () => {
  it('reads Arabic-Indic digits and the Arabic decimal sign in percents, amounts and dates', () => {
    expect(
      parseInput(setLecturerShareSchema, { lecturerId, sharePercent: '٣٧٫٥', effectiveFrom: '٢٠٢٦-١١-٣٠', version: 0 }),
    ).toMatchObject({ sharePercent: 3750, effectiveFrom: '2026-11-30' });
    expect(
      parseInput(recordLecturerPayoutSchema, {
        lecturerId,
        amount: '١٢٣٫٤٥',
        method: 'WALLET',
        reference: 'W-1',
        paidOn: '2026-11-01',
      }),
    ).toMatchObject({ amount: 123_45 });
  });

  it('answers one translated error per field', () => {
    expect(
      fieldsOf(() =>
        parseInput(setLecturerShareSchema, {
          lecturerId,
          sharePercent: '100.5',
          effectiveFrom: '2026-02-30',
          version: 0,
        }),
      ),
    ).toEqual([
      { field: 'sharePercent', messageKey: 'sharePercent' },
      { field: 'effectiveFrom', messageKey: 'date' },
    ]);
    expect(
      fieldsOf(() =>
        parseInput(recordLecturerPayoutSchema, { lecturerId, amount: '0', method: 'CASH', reference: '', paidOn: 'x' }),
      ),
    ).toEqual([
      { field: 'amount', messageKey: 'payoutAmount' },
      { field: 'method', messageKey: 'invalid' },
      { field: 'reference', messageKey: 'required' },
      { field: 'paidOn', messageKey: 'date' },
    ]);
  });
});
