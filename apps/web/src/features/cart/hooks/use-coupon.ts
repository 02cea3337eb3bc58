'use client';
import { normalizeDigits } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import { applyCouponMutation, cancelCouponMutation, type CartData } from '../api/cart-documents';

/**
 * Applying and removing the cart's coupon. A refusal (expired, exhausted, not applicable, below
 * the minimum, unknown) is kept as `error` to show by the field, in the server's words.
 */
export function useCoupon(onCart: (cart: CartData) => void) {
  const locale = useLocale();
  const t = useTranslations('cart');
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function send<T extends { success: boolean; message: string; data: CartData | null }>(
    call: () => Promise<T>,
  ): Promise<T | null> {
    setPending(true);
    try {
      return await call();
    } catch {
      setError(t('actions.failed'));
      return null;
    } finally {
      setPending(false);
    }
  }

  async function apply(typed: string): Promise<boolean> {
    // Arabic-Indic digits typed on an Arabic keyboard count as digits.
    const code = normalizeDigits(typed).trim().toUpperCase();
    if (!code) {
      setError(t('coupon.required'));
      return false;
    }
    setError(null);
    const result = await send(async () => (await request(applyCouponMutation, { code }, { locale })).applyCoupon);
    if (!result) return false;
    if (!result.success || !result.data) {
      setError(result.fieldErrors[0]?.message ?? result.message);
      return false;
    }
    onCart(result.data);
    toast({ type: 'success', message: result.message });
    return true;
  }

  async function remove(): Promise<void> {
    setError(null);
    const result = await send(async () => (await request(cancelCouponMutation, {}, { locale })).cancelCoupon);
    if (!result) return;
    if (!result.success || !result.data) {
      setError(result.message);
      return;
    }
    onCart(result.data);
    toast({ type: 'success', message: result.message });
  }

  return { apply, remove, error, clearError: () => setError(null), pending };
}
