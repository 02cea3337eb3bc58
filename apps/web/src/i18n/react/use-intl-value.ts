import { use } from 'react';
import { IntlContext, type IntlValue } from './intl-context';

export function useIntlValue(): IntlValue {
  const value = use(IntlContext);
  if (!value) throw new Error('A client component that translates needs an IntlProvider above it.');
  return value;
}
