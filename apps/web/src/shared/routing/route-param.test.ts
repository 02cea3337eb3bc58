import { describe, expect, it } from 'vitest';
import { decodeParam, isUuid } from './route-param';

describe('route parameters', () => {
  it('recognises UUID-shaped ids in either case', () => {
    expect(isUuid('1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe(true);
    expect(isUuid('1B4E28BA-2FA1-11D2-883F-0016D3CCA427')).toBe(true);
  });

  it('treats everything else as a slug', () => {
    expect(isUuid('sports-nutrition-fundamentals')).toBe(false);
    expect(isUuid('1b4e28ba-2fa1-11d2-883f-0016d3cca42')).toBe(false);
    expect(isUuid('1b4e28ba2fa111d2883f0016d3cca427')).toBe(false);
  });

  it('decodes encoded segments and survives malformed ones', () => {
    expect(decodeParam('%D8%AA%D8%BA%D8%B0%D9%8A%D8%A9')).toBe('تغذية');
    expect(decodeParam('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
