'use client';
import { useLocale } from '#intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { loginHref } from '@/shared/auth/login-href';
import { Link } from '@/i18n/navigation';
import { CartIcon } from '@/shared/ui/icons/shell-icons';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { useCartActions } from '@/features/cart/hooks/use-cart-actions';
import { programViewerQuery } from '../api/program-documents';

type ViewerState = 'unknown' | 'enrolled' | 'in-cart' | 'available';

export interface ProgramCtaLabels {
  addToCart: string;
  buyNow: string;
  goToCart: string;
  continue: string;
}

export interface ProgramCtaProps {
  programId: string;
  programType: 'COURSE' | 'WORKSHOP' | 'DIPLOMA';
  /** Texts translated on the server, so the page does not ship a message catalogue to the browser. */
  labels: ProgramCtaLabels;
}

const wide = `w-full min-h-11`;

/**
 * The enrol box's actions. The page is cached for everyone, so the viewer's own state is read
 * here in the browser: enrolled → continue learning; in the cart → go to cart; otherwise add to
 * cart and buy now (docs/product/shell.md) through the cart's actions (toasts, header badge, payment page).
 * Visitors are sent to log in and come back here.
 */
export function ProgramCta({ programId, programType, labels }: ProgramCtaProps) {
  const locale = useLocale();
  const pathname = usePathname();
  const { status } = useSession();
  const cart = useCartActions();
  const busy = cart.pending;
  const [viewer, setViewer] = useState<ViewerState>('unknown');

  useEffect(() => {
    if (status !== 'signed-in') return;
    const controller = new AbortController();
    request(programViewerQuery, { courseId: programId }, { locale, signal: controller.signal })
      .then(({ course }) => {
        const data = course.success ? course.data : null;
        setViewer(data?.isEnrolled ? 'enrolled' : data?.addedToCart ? 'in-cart' : 'available');
      })
      .catch(() => {
        if (!controller.signal.aborted) setViewer('available');
      });
    return () => controller.abort();
  }, [status, programId, locale]);

  const addToCart = async () => {
    if (await cart.addToCart(programId, programType)) setViewer('in-cart');
  };
  const buyNow = () => cart.buyNow(programId);

  if (status === 'loading' || (status === 'signed-in' && viewer === 'unknown')) {
    // Same footprint as the buttons, so nothing shifts when the state arrives.
    return (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="h-11 rounded-xl bg-surface-muted" />
        <div className="h-11 rounded-xl bg-surface-muted" />
      </div>
    );
  }
  if (status === 'signed-out') {
    const href = loginHref(pathname);
    return (
      <div className="flex flex-col gap-3">
        <Link href={href} className={`${buttonStyles.primary} ${wide}`} data-testid="cta-add-to-cart">
          <CartIcon size={18} />
          {labels.addToCart}
        </Link>
        <Link href={href} className={`${buttonStyles.secondary} ${wide}`} data-testid="cta-buy-now">
          {labels.buyNow}
        </Link>
      </div>
    );
  }
  if (viewer === 'enrolled') {
    return (
      <Link
        href={`/program/details/${programId}`}
        className={`${buttonStyles.primary} ${wide}`}
        data-testid="cta-continue"
      >
        {labels.continue}
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {viewer === 'in-cart' ? (
        <Link href="/cart" className={`${buttonStyles.primary} ${wide}`} data-testid="cta-go-to-cart">
          <CartIcon size={18} />
          {labels.goToCart}
        </Link>
      ) : (
        <button
          type="button"
          aria-disabled={busy || undefined}
          className={`${buttonStyles.primary} ${wide}`}
          data-testid="cta-add-to-cart"
          onClick={addToCart}
        >
          <CartIcon size={18} />
          {labels.addToCart}
        </button>
      )}
      <button
        type="button"
        aria-disabled={busy || undefined}
        className={`${buttonStyles.secondary} ${wide}`}
        data-testid="cta-buy-now"
        onClick={buyNow}
      >
        {labels.buyNow}
      </button>
    </div>
  );
}
