import { useTranslations } from '#intl';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle-icon';
import { WarnIcon } from '@/shared/ui/icons/warn-icon';
import type { StatusKey, StatusTone } from '../lib/order-outcome';
import { statusToneStyles as tones } from '../lib/status-tone-styles';

const icons: Record<StatusTone, typeof CheckCircleIcon> = {
  success: CheckCircleIcon,
  waiting: WarnIcon,
  problem: AlertIcon,
  neutral: AlertIcon,
};

/** An order's state as a word with an icon (never colour alone). */
export function StatusBadge({ status, tone }: { status: StatusKey; tone: StatusTone }) {
  const t = useTranslations('cart.status');
  const Icon = icons[tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[tone]}`}
      data-status={status}
    >
      <Icon size={16} />
      {t(status)}
    </span>
  );
}
