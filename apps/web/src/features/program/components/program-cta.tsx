'use client';
import { useLocale } from '#intl';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { loginHref } from '@/shared/auth/login-href';
import { Link } from '@/i18n/navigation';
import { CartIcon } from '@/shared/ui/icons/shell-icons';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { useCartActions } from '@/features/cart/hooks/use-cart-actions';
import { diplomaViewerQuery, programViewerQuery, type DiplomaCreditData } from '../api/program-documents';
import { useFreeEnrolment } from '../hooks/use-free-enrolment';
import { useReturnIntent } from '../hooks/use-return-intent';
import { DiplomaCreditNote } from './diploma-credit-note';

type ViewerState = 'unknown' | 'enrolled' | 'in-cart' | 'available';

export interface ProgramCtaLabels {
  addToCart: string;
  buyNow: string;
  goToCart: string;
  continue: string;
  enrolFree: string;
  /** The toast after a free enrolment. */
  enrolled: string;
  /** A diploma whose programs the learner all owns already (decision 0040). */
  ownedAll: string;
}

export interface ProgramCtaProps {
  programId: string;
  programType: 'COURSE' | 'WORKSHOP' | 'DIPLOMA';
  /** Nothing to pay: one "enrol for free" button instead of add to cart and buy now. */
  free: boolean;
  /** Texts translated on the server, so the page does not ship a message catalogue to the browser. */
  labels: ProgramCtaLabels;
}

const wide = `w-full min-h-11`;

interface Viewer {
  state: ViewerState;
  credit: DiplomaCreditData | null;
}

/** The signed-in viewer's state: a diploma's also says what they own of it (decision 0040). */
async function loadViewer(programId: string, diploma: boolean, locale: string, signal: AbortSignal): Promise<Viewer> {
  let credit: DiplomaCreditData | null = null;
  let data: { isEnrolled: boolean; addedToCart: boolean } | null;
  if (diploma) {
    const found = (await request(diplomaViewerQuery, { diplomaId: programId }, { locale, signal })).diploma.data;
    credit = found?.ownedProgramsCredit ?? null;
    data = found;
  } else {
    data = (await request(programViewerQuery, { courseId: programId }, { locale, signal })).course.data;
  }
  const owned = Boolean(data?.isEnrolled || credit?.allOwned);
  return { state: owned ? 'enrolled' : data?.addedToCart ? 'in-cart' : 'available', credit };
}

/**
 * The enrol box's actions. The page is cached for everyone, so the viewer's own state is read
 * here in the browser: enrolled → continue learning; in the cart → go to cart; otherwise add to
 * cart and buy now (docs/product/shell.md) through the cart's actions (toasts, header badge,
 * payment page), or for a free program one "enrol for free" step. A diploma tells a learner what
 * they already own of it before they pay. Visitors fill a guest cart; buying or enrolling sends them
 * to log in and back here, where what they started finishes by itself.
 */
export function ProgramCta({ programId, programType, free, labels }: ProgramCtaProps) {
  const locale = useLocale();
  const pathname = usePathname();
  const { status } = useSession();
  const cart = useCartActions();
  const [viewer, setViewer] = useState<Viewer>({ state: 'unknown', credit: null });
  const diploma = programType === 'DIPLOMA';
  const markEnrolled = useCallback(() => setViewer({ state: 'enrolled', credit: null }), []);
  const freeEnrolment = useFreeEnrolment(programId, labels.enrolled, markEnrolled);
  const busy = cart.pending || freeEnrolment.pending;

  useEffect(() => {
    if (status !== 'signed-in') return;
    const controller = new AbortController();
    loadViewer(programId, diploma, locale, controller.signal)
      .then(setViewer)
      .catch(() => {
        if (!controller.signal.aborted) setViewer({ state: 'available', credit: null });
      });
    return () => controller.abort();
  }, [status, programId, diploma, locale]);

  const addToCart = async () => {
    if (await cart.addToCart(programId, programType)) setViewer((v) => ({ ...v, state: 'in-cart' }));
  };
  const buyNow = () => cart.buyNow(programId);
  const { enrol } = freeEnrolment;
  const { buyNow: startPayment } = cart;
  // Back from logging in with what they started: an owner has nothing left to do.
  const finishIntent = useCallback(
    (intent: 'buy' | 'enrol') => {
      if (viewer.state === 'enrolled') return;
      if (intent === 'enrol' && free) void enrol();
      if (intent === 'buy' && !free) void startPayment(programId);
    },
    [viewer.state, free, enrol, startPayment, programId],
  );
  useReturnIntent(status === 'signed-in' && viewer.state !== 'unknown', finishIntent);

  if (status === 'loading' || (status === 'signed-in' && viewer.state === 'unknown')) {
    // Same footprint as the buttons, so nothing shifts when the state arrives.
    return (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="h-11 rounded-xl bg-surface-muted" />
        {free ? null : <div className="h-11 rounded-xl bg-surface-muted" />}
      </div>
    );
  }
  // A visitor enrols after logging in; a paid program goes to their guest cart (docs/product/commerce.md).
  if (status === 'signed-out' && free) {
    return (
      <Link
        href={loginHref(pathname, 'enrol')}
        className={`${buttonStyles.primary} ${wide}`}
        data-testid="cta-enrol-free"
      >
        {labels.enrolFree}
      </Link>
    );
  }
  if (viewer.state === 'enrolled') {
    return (
      <div className="flex flex-col gap-3">
        {viewer.credit?.allOwned ? (
          <p className="text-sm font-medium text-fg" data-testid="cta-owned-all">
            {labels.ownedAll}
          </p>
        ) : null}
        <Link
          href={diploma ? '/my-learning-programs' : `/program/details/${programId}`}
          className={`${buttonStyles.primary} ${wide}`}
          data-testid="cta-continue"
        >
          {labels.continue}
        </Link>
      </div>
    );
  }
  if (free) {
    return (
      <button
        type="button"
        aria-disabled={busy || undefined}
        className={`${buttonStyles.primary} ${wide}`}
        data-testid="cta-enrol-free"
        onClick={freeEnrolment.enrol}
      >
        {labels.enrolFree}
      </button>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {viewer.credit ? <DiplomaCreditNote credit={viewer.credit} /> : null}
      {viewer.state === 'in-cart' ? (
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
      {status === 'signed-out' ? (
        // Paying needs an account: straight to log in, and back here to the payment.
        <Link
          href={loginHref(pathname, 'buy')}
          className={`${buttonStyles.secondary} ${wide}`}
          data-testid="cta-buy-now"
        >
          {labels.buyNow}
        </Link>
      ) : (
        <button
          type="button"
          aria-disabled={busy || undefined}
          className={`${buttonStyles.secondary} ${wide}`}
          data-testid="cta-buy-now"
          onClick={buyNow}
        >
          {labels.buyNow}
        </button>
      )}
    </div>
  );
}
