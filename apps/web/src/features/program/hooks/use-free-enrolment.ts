'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { buyNowMutation } from '@/features/cart/api/cart-documents';
import { checkoutTarget } from '@/features/cart/lib/checkout-target';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';

/**
 * "Enrol for free" in one step (docs/product/commerce.md): buy-now of a free program completes at
 * once without the provider, so the learner stays on the page, which then offers to continue.
 * Should the price have changed since the page was cached, the answer is a payment and the
 * learner is taken to it as buy-now would.
 */
export function useFreeEnrolment(programId: string, enrolledMessage: string, onEnrolled: () => void) {
  const locale = useLocale() as Locale;
  const t = useTranslations('cart.actions');
  const toast = useToast();
  const { refresh } = useSession();
  const [pending, setPending] = useState(false);

  const enrol = useCallback(async () => {
    if (pending) return;
    setPending(true);
    try {
      const { buyNow: result } = await request(buyNowMutation, { input: { learningProgramId: programId } }, { locale });
      if (!result.success) {
        toast({ type: 'error', message: result.message || t('failed') });
        return;
      }
      const target = checkoutTarget(result.data, window.location.origin);
      if (target.kind === 'pay') {
        window.location.assign(target.url);
        return;
      }
      if (target.kind === 'broken') {
        toast({ type: 'error', message: t('failed') });
        return;
      }
      toast({ type: 'success', message: enrolledMessage });
      onEnrolled();
      void refresh(); // a free program in the cart left it
    } catch {
      toast({ type: 'error', message: t('failed') });
    } finally {
      setPending(false);
    }
  }, [enrolledMessage, locale, onEnrolled, pending, programId, refresh, t, toast]);

  return { enrol, pending };
}
