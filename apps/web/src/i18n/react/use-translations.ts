import { useMemo } from 'react';
import { createTranslator, type Translator } from './translator';
import { useIntlValue } from './use-intl-value';

export function useTranslations(namespace?: string): Translator {
  const { locale, messages } = useIntlValue();
  return useMemo(() => createTranslator(locale, messages, namespace), [locale, messages, namespace]);
}
