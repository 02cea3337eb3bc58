'use client';
import { useTranslations } from '#intl';

export type CouponStatus = 'ACTIVE' | 'DISABLED' | 'EXPIRED';

const tones: Record<CouponStatus, string> = {
  ACTIVE: 'bg-[color:light-dark(#dcfae6,#0b3b24)] [color:light-dark(#085d3a,#abefc6)]',
  DISABLED: 'bg-surface-muted text-fg',
  EXPIRED: 'bg-[color:light-dark(#fef0c7,#4e3a07)] [color:light-dark(#7a4d05,#fedf89)]',
};

/** A coupon's state as a coloured label (text, never colour alone). */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const t = useTranslations('studio.coupons');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[status]}`}
      data-testid="coupon-status"
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
