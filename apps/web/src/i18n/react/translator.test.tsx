import compile from 'icu-minify/compile';
import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, type CompiledMessages } from './translator';

const source = {
  cart: {
    count: '{count, plural, =0 {No courses} one {# course} other {# courses}}',
    hello: 'Hello {name}',
    price: 'Total: {amount, number}',
    intro: 'A code went to <bdi>{email}</bdi>, check <b>now</b>',
  },
  ar: {
    count: '{count, plural, zero {لا دورات} one {دورة واحدة} two {دورتان} few {# دورات} many {# دورة} other {# دورة}}',
  },
};
const messages = JSON.parse(
  JSON.stringify(source, (_key, value: unknown) => (typeof value === 'string' ? compile(value) : value)),
) as CompiledMessages;

afterEach(() => vi.restoreAllMocks());

describe('createTranslator', () => {
  it('formats arguments, plurals and numbers in a namespace', () => {
    const t = createTranslator('en', messages, 'cart');
    expect(t('hello', { name: 'Mona' })).toBe('Hello Mona');
    expect(t('count', { count: 0 })).toBe('No courses');
    expect(t('count', { count: 1 })).toBe('1 course');
    expect(t('count', { count: 12 })).toBe('12 courses');
    expect(t('price', { amount: 1234.5 })).toBe('Total: 1,234.5');
  });

  it('uses the plural rules of Arabic', () => {
    const t = createTranslator('ar', messages, 'ar');
    expect(t('count', { count: 2 })).toBe('دورتان');
    expect(t('count', { count: 3 })).toBe('3 دورات');
    expect(t('count', { count: 11 })).toBe('11 دورة');
  });

  it('reads dotted keys and namespaces', () => {
    expect(createTranslator('en', messages)('cart.hello', { name: 'Ali' })).toBe('Hello Ali');
  });

  it('renders tags as keyed elements with rich and as text with markup', () => {
    const t = createTranslator('en', messages, 'cart');
    const rich = t.rich('intro', {
      email: 'a@b.eg',
      bdi: (chunks) => <bdi>{chunks}</bdi>,
      b: (chunks) => <b>{chunks}</b>,
    }) as unknown[];
    const elements = rich.filter((part) => isValidElement(part)) as ReactElement<{ children: unknown }>[];
    expect(elements.map((element) => [element.type, element.key])).toEqual([
      ['bdi', 'bdi-0'],
      ['b', 'b-1'],
    ]);
    expect(elements[0]!.props.children).toEqual(['a@b.eg']);
    expect(
      t.markup('intro', { email: 'a@b.eg', bdi: (chunks) => `[${chunks}]`, b: (chunks) => chunks.toUpperCase() }),
    ).toBe('A code went to [a@b.eg], check NOW');
  });

  it('shows namespace.key and reports a missing message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createTranslator('en', messages, 'cart')('nothing')).toBe('cart.nothing');
    expect(error).toHaveBeenCalledWith('Missing message: cart.nothing (en)');
  });
});
