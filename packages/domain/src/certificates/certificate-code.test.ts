import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN, newCertificateCode } from './certificate-code';

describe('newCertificateCode', () => {
  it('draws MNR-XXXX-XXXX codes from the unambiguous alphabet, different each time', () => {
    const codes = Array.from({ length: 200 }, newCertificateCode);
    for (const code of codes) expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(codes.join('')).not.toMatch(/[ILOU]/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
