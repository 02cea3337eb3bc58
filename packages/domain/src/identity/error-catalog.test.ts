import { catalogs, flattenKeys } from '@manara/i18n';
import { describe, expect, it } from 'vitest';
import { errorCodes, successCodes } from '../errors/index';

// Field-error keys the identity functions raise (besides those parseInput derives from zod).
const identityFieldKeys = ['emailTaken', 'codeInvalid', 'wrongPassword', 'phone', 'code', 'passwordWeak'];

describe('error catalogues', () => {
  it('translate every envelope code in both languages', () => {
    for (const locale of ['ar', 'en'] as const) {
      const errors = catalogs[locale].errors as Record<string, unknown>;
      for (const code of [...errorCodes, ...successCodes])
        expect(typeof errors[code], `${locale} ${code}`).toBe('string');
      const field = errors.field as Record<string, unknown>;
      for (const key of identityFieldKeys) expect(typeof field[key], `${locale} field.${key}`).toBe('string');
    }
  });

  it('have the same keys in Arabic and English', () => {
    expect(flattenKeys(catalogs.ar.errors).sort()).toEqual(flattenKeys(catalogs.en.errors).sort());
  });
});
