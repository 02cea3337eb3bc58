import type { FormatOptions } from 'icu-minify/format';

/** Intl constructors are costly; a message rendered in a list must not build one per row. */
function cached<Args extends unknown[], Value>(make: (...args: Args) => Value): (...args: Args) => Value {
  const cache = new Map<string, Value>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = cache.get(key);
    if (value === undefined) {
      value = make(...args);
      cache.set(key, value);
    }
    return value;
  };
}

export const intlFormatters: FormatOptions['formatters'] = {
  getDateTimeFormat: cached(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  ),
  getNumberFormat: cached((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getPluralRules: cached((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};
