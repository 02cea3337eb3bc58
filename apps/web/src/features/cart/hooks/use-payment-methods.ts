'use client';
import { useLocale } from '#intl';
import { useEffect, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { paymentMethodsQuery, type PaymentMethodOptionData } from '../api/cart-documents';

/** Card alone until the list arrives (and if it cannot be read): card is always offered. */
const CARD_ONLY: PaymentMethodOptionData[] = [{ method: 'CARD', minimumPiastres: null }];

/** The payment methods checkout offers (decision 0065), read once in the browser. */
export function usePaymentMethods(): PaymentMethodOptionData[] {
  const locale = useLocale();
  const [methods, setMethods] = useState(CARD_ONLY);
  useEffect(() => {
    const controller = new AbortController();
    request(paymentMethodsQuery, {}, { locale, signal: controller.signal }).then(
      ({ paymentMethods }) => {
        if (paymentMethods.success && paymentMethods.data?.methods.length) setMethods(paymentMethods.data.methods);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [locale]);
  return methods;
}
