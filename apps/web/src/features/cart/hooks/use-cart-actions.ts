'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { loginHref } from '@/shared/auth/login-href';
import { useRouter } from '@/i18n/navigation';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import {
  buyNowMutation,
  createCartItemMutation,
  createCheckOutMutation,
  deleteCardItemMutation,
  type CartData,
  type PaymentIntentData,
  type PaymentMethodName,
} from '../api/cart-documents';
import { cartCountAfter } from '../lib/cart-count';
import { readGuestCartCount, writeGuestCartCount } from '../lib/guest-cart-count';
import { checkoutTarget, FREE_ORDER_REDIRECT_MS } from '../lib/checkout-target';

type ProgramType = 'COURSE' | 'WORKSHOP' | 'DIPLOMA';

/** Set while the page is on its way to the payment provider: the buttons stay disabled until it leaves. */
const LEAVING = Symbol('leaving');

/** The method chosen at checkout; a refused wallet number comes back to its field, not as a toast. */
interface CheckoutChoice {
  method: PaymentMethodName;
  walletNumber?: string;
  onWalletError(message: string | null): void;
}

export interface CartActions {
  /** Adds a program; answers the new cart, or null when refused (a toast already said why). */
  addToCart(programId: string, programType?: ProgramType): Promise<CartData | null>;
  removeItem(cartItemId: string): Promise<CartData | null>;
  /** Buys one program without the cart: the provider's page, or the learner's programs for a free order. */
  buyNow(programId: string): Promise<void>;
  /** Buys the whole cart with its coupon, by the chosen method (card when not given). */
  checkout(couponCode?: string | null, choice?: CheckoutChoice): Promise<void>;
  /** Makes the header badge show a count read elsewhere (the cart page's own answer). */
  syncBadge(count: number): void;
  /** One commerce call at a time; true while one runs or the page is leaving for payment. */
  pending: boolean;
}

/**
 * Cart and payment calls with their feedback (docs/product/shell.md): translated toasts for success and for
 * every refusal (the envelope's message is already in the page language), the header badge moved
 * at once; visitors add to and remove from their guest cart, and are sent to log in (and brought
 * back here) when they buy.
 */
export function useCartActions(): CartActions {
  const locale = useLocale() as Locale;
  const t = useTranslations('cart.actions');
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const { user, setUser, refresh } = useSession();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const userRef = useRef(user);
  userRef.current = user;

  const setBadge = useCallback(
    (count: number) => {
      const current = userRef.current;
      if (!current) writeGuestCartCount(count);
      else if (current.cartItemsCount !== count) setUser({ ...current, cartItemsCount: count });
    },
    [setUser],
  );

  const toLogin = useCallback(() => router.push(loginHref(pathname)), [router, pathname]);

  /** Runs one call at a time; a network failure shows the generic message. */
  const run = useCallback(
    async <T>(action: () => Promise<T | typeof LEAVING>, fallback: T): Promise<T> => {
      if (busy.current) return fallback;
      // Visitors fill a guest cart (docs/product/commerce.md); buying answers UNAUTHENTICATED → log in.
      busy.current = true;
      setPending(true);
      let leaving = false;
      try {
        const result = await action();
        leaving = result === LEAVING;
        return result === LEAVING ? fallback : result;
      } catch {
        toast({ type: 'error', message: t('failed') });
        return fallback;
      } finally {
        if (!leaving) {
          busy.current = false;
          setPending(false);
        }
      }
    },
    [t, toast],
  );

  /** A refused envelope: signed-out sessions go to log in, everything else shows its message. */
  const refused = useCallback(
    (envelope: { code: string; message: string }) => {
      if (envelope.code === 'UNAUTHENTICATED') toLogin();
      else toast({ type: 'error', message: envelope.message });
      return null;
    },
    [toLogin, toast],
  );

  const afterOrder = useCallback(
    (data: PaymentIntentData | null): typeof LEAVING | undefined => {
      const target = checkoutTarget(data, window.location.origin);
      if (target.kind === 'broken') {
        toast({ type: 'error', message: t('failed') });
        return undefined;
      }
      if (target.kind === 'pay') {
        // Same tab: a tab opened after an await is usually blocked, and the provider brings the learner back here.
        toast({ type: 'success', message: t('redirecting') });
        window.location.assign(target.url);
        return LEAVING;
      }
      toast({ type: 'success', message: t('freeOrder') });
      void refresh(); // the bought items left the cart
      window.setTimeout(() => router.push('/my-learning-programs'), FREE_ORDER_REDIRECT_MS);
      return LEAVING;
    },
    [refresh, router, t, toast],
  );

  const addToCart = useCallback(
    (programId: string, programType?: ProgramType) =>
      run(async () => {
        const input = { learningProgramId: programId, ...(programType ? { learningProgramType: programType } : {}) };
        const { createCartItem: result } = await request(createCartItemMutation, { input }, { locale });
        if (!result.success) return refused(result);
        setBadge(
          cartCountAfter(userRef.current?.cartItemsCount ?? readGuestCartCount(), 1, result.data?.totalQuantity),
        );
        toast({ type: 'success', message: result.message || t('added') });
        return result.data;
      }, null),
    [locale, refused, run, setBadge, t, toast],
  );

  const removeItem = useCallback(
    (cartItemId: string) =>
      run(async () => {
        const { deleteCardItem: result } = await request(deleteCardItemMutation, { cartItemId }, { locale });
        if (!result.success) return refused(result);
        setBadge(
          cartCountAfter(userRef.current?.cartItemsCount ?? readGuestCartCount(), -1, result.data?.totalQuantity),
        );
        toast({ type: 'success', message: result.message || t('removed') });
        return result.data;
      }, null),
    [locale, refused, run, setBadge, t, toast],
  );

  const buyNow = useCallback(
    (programId: string) =>
      run(async () => {
        const { buyNow: result } = await request(
          buyNowMutation,
          { input: { learningProgramId: programId } },
          { locale },
        );
        if (!result.success) return refused(result) ?? undefined;
        return afterOrder(result.data);
      }, undefined),
    [afterOrder, locale, refused, run],
  );

  const checkout = useCallback(
    (couponCode?: string | null, choice?: CheckoutChoice) =>
      run(async () => {
        const wallet = choice?.method === 'WALLET' ? (choice.walletNumber ?? '') : null;
        const { createCheckOut: result } = await request(
          createCheckOutMutation,
          { code: couponCode ?? null, method: choice?.method ?? null, wallet },
          { locale },
        );
        const walletError = result.fieldErrors?.find((e) => e.field.endsWith('wallet_number'));
        choice?.onWalletError(walletError?.message ?? null);
        if (walletError) return undefined;
        if (!result.success) return refused(result) ?? undefined;
        return afterOrder(result.data);
      }, undefined),
    [afterOrder, locale, refused, run],
  );

  return { addToCart, removeItem, buyNow, checkout, syncBadge: setBadge, pending };
}
