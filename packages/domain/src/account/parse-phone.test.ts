import { describe, expect, it } from 'vitest';
import { parsePhone } from './parse-phone';

describe('parsePhone', () => {
  it('reads an Egyptian mobile typed in Arabic-Indic digits as E.164', () => {
    expect(parsePhone('٠١٠٠١٢٣٤٥٦٧', 'EG')).toEqual({ ok: true, e164: '+201001234567', country: 'EG' });
  });
  it('reads an international number without a default country', () => {
    expect(parsePhone('+966 50 123 4567')).toEqual({ ok: true, e164: '+966501234567', country: 'SA' });
  });
  it('names the failure', () => {
    expect(parsePhone('abc', 'EG')).toEqual({ ok: false, reason: 'NOT_A_NUMBER' });
    expect(parsePhone('0100', 'EG')).toEqual({ ok: false, reason: 'TOO_SHORT' });
    expect(parsePhone('010012345678999', 'EG')).toEqual({ ok: false, reason: 'TOO_LONG' });
    expect(parsePhone('01001234567')).toEqual({ ok: false, reason: 'INVALID_COUNTRY' });
    expect(parsePhone('01912345678', 'EG')).toEqual({ ok: false, reason: 'INVALID' });
  });
});
