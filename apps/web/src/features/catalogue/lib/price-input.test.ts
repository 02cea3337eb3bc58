import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './price-input';

describe('parsePriceInput', () => {
  it('reads ASCII, Arabic-Indic and Eastern Arabic-Indic digits', () => {
    expect(parsePriceInput('1500')).toBe(1500);
    expect(parsePriceInput('١٥٠٠')).toBe(1500);
    expect(parsePriceInput('۱۵۰۰')).toBe(1500);
  });

  it('accepts decimal and thousands separators in both scripts', () => {
    expect(parsePriceInput('٤٩٫٥')).toBe(49.5);
    expect(parsePriceInput('1,499.99')).toBe(1499.99);
    expect(parsePriceInput('١٬٤٩٩')).toBe(1499);
    expect(parsePriceInput(' 250 ')).toBe(250);
    expect(parsePriceInput('0')).toBe(0);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '-5',
    'abc',
    '12a',
    '1.234',
    '1e3',
    '99999999999',
    '20000000',
    'NaN',
    'Infinity',
  ])('gives no bound for %j', (text) => {
    expect(parsePriceInput(text)).toBeNull();
  });
});
