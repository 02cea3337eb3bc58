'use client';
import { useTranslations } from '#intl';

export type OrderStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'REVIEW';

const tones: Record<OrderStatus, string> = {
  PENDING: 'bg-surface-muted text-fg',
  PAID: 'bg-[color:light-dark(#dcfae6,#0b3b24)] [color:light-dark(#085d3a,#abefc6)]',
  FAILED: 'bg-[color:light-dark(#fee4e2,#4a1512)] [color:light-dark(#912018,#fecdca)]',
  CANCELLED: 'bg-surface-muted text-fg-muted',
  REVIEW: 'bg-[color:light-dark(#fef0c7,#4e3a07)] [color:light-dark(#7a4d05,#fedf89)]',
};

/** An order's state as a coloured label (text, never colour alone); refunded money is said beside it. */
export function OrderStatusBadge({
  status,
  refunded,
  total,
}: {
  status: OrderStatus;
  refunded: number;
  total: number;
}) {
  const t = useTranslations('studio.orders');
  const label = refunded > 0 ? (refunded >= total ? t('refundedAll') : t('refundedPart')) : null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[status]}`}>
        {t(`statuses.${status}`)}
      </span>
      {label ? (
        <span className="inline-flex rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-bold text-fg">
          {label}
        </span>
      ) : null}
    </span>
  );
}
