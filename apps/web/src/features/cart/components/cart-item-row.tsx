'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { programHref } from '@/features/catalogue/lib/program-href';
import { Link } from '@/i18n/navigation';
import { CloseIcon } from '@/shared/ui/icons/close-icon';
import { ResponsiveImage } from '@/shared/ui/media/responsive-image';
import type { CartItemData } from '../api/cart-documents';
import { cartItemAlert } from '../lib/cart-alert';
import { formatEgp } from '@manara/i18n';
import { CartAlertNote } from './cart-alert-note';

/** One cart line: picture, type, title, price (with the price-change note), alert and remove button. */
export function CartItemRow({
  item,
  disabled,
  onRemove,
}: {
  item: CartItemData;
  disabled: boolean;
  onRemove: (id: string) => void;
}) {
  const t = useTranslations('cart.item');
  const types = useTranslations('explore.types');
  const locale = useLocale() as Locale;
  const program = item.learningProgram;
  const alert = cartItemAlert(item, locale);
  const priceMessage = locale === 'ar' ? item.arPriceMessage : item.enPriceMessage;
  const listPrice = program.priceAfterDiscount;
  return (
    <li
      className="flex gap-4 rounded-card border border-line bg-surface-raised p-4 shadow-card"
      data-testid="cart-item"
    >
      <Link
        href={programHref(program)}
        tabIndex={-1}
        aria-hidden="true"
        className="w-28 shrink-0 overflow-hidden rounded-lg sm:w-40"
      >
        {program.thumbnail ? (
          <ResponsiveImage
            src={program.thumbnail}
            alt=""
            ratio={16 / 9}
            sizes="160px"
            maxWidth={160}
            className="bg-surface-muted"
          />
        ) : (
          <div className="aspect-video bg-gradient-to-br from-accent-soft to-surface-muted" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-accent">{types(item.learningProgramType)}</p>
            <h3 className="mt-1 font-bold text-fg">
              <Link href={programHref(program)} className="hover:text-accent">
                <bdi>{program.title}</bdi>
              </Link>
            </h3>
          </div>
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            disabled={disabled}
            aria-label={t('remove', { title: program.title })}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg disabled:opacity-60"
            data-testid="cart-item-remove"
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="sr-only">{t('price')}: </span>
          <bdi className="text-lg font-bold text-fg">{formatEgp(item.adjustedPrice, locale)}</bdi>
          {item.adjustedPrice < listPrice ? (
            <del className="text-sm text-fg-muted">
              <bdi>{formatEgp(listPrice, locale)}</bdi>
            </del>
          ) : null}
        </p>
        {priceMessage ? (
          <p className="text-sm text-fg-muted" dir="auto">
            {priceMessage}
          </p>
        ) : null}
        {alert ? <CartAlertNote alert={alert} /> : null}
      </div>
    </li>
  );
}
