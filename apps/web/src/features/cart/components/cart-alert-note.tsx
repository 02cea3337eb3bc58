import { useTranslations } from '#intl';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { WarnIcon } from '@/shared/ui/icons/warn-icon';
import { alertToneStyles, type CartAlertView } from '../lib/cart-alert';

/** An item's alert: icon, a tone word for screen readers and the text, never colour alone. */
export function CartAlertNote({ alert }: { alert: CartAlertView }) {
  const t = useTranslations('cart.item');
  const Icon = alert.tone === 'blocking' ? AlertIcon : WarnIcon;
  return (
    <p
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm font-medium ${alertToneStyles[alert.tone]}`}
      data-alert-tone={alert.tone}
    >
      <Icon size={18} className="mt-0.5 shrink-0" />
      <span>
        <strong className="font-bold">{t(alert.tone)}: </strong>
        <span dir="auto">{alert.text}</span>
      </span>
    </p>
  );
}
