'use client';
import { useLocale } from '#intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { request } from '@/shared/graphql/request';
import { getCartQuery, type CartData } from '../api/cart-documents';

export type CartStatus = 'loading' | 'error' | 'ready';

/**
 * The learner's cart, or a visitor's guest cart (docs/product/commerce.md), read in the browser
 * (it is per person). `setCart` takes the cart
 * a mutation answered, so the page never shows totals the server did not compute.
 */
export function useCart() {
  const locale = useLocale();
  const { status: session } = useSession();
  const [cart, setCart] = useState<CartData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session === 'loading') return;
    const controller = new AbortController();
    setFailed(false);
    request(getCartQuery, {}, { locale, signal: controller.signal }).then(
      ({ getCart }) => {
        if (getCart.success && getCart.data) setCart(getCart.data);
        else setFailed(true);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [session, locale, attempt]);

  const status: CartStatus = session === 'loading' ? 'loading' : failed ? 'error' : cart ? 'ready' : 'loading';
  return { status, cart, setCart, guest: session === 'signed-out', retry: () => setAttempt((n) => n + 1) };
}
