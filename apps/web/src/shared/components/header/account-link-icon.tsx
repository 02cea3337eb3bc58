import { AwardIcon } from '../icons/award-icon';
import { BellIcon } from '../icons/bell-icon';
import { BookIcon } from '../icons/book-icon';
import { ReceiptIcon } from '../icons/receipt-icon';
import { SettingsIcon } from '../icons/settings-icon';

const icons = {
  learningJourney: BookIcon,
  certificates: AwardIcon,
  purchaseHistory: ReceiptIcon,
  accountSettings: SettingsIcon,
  notifications: BellIcon,
} as const;

export function AccountLinkIcon({ name }: { name: keyof typeof icons }) {
  const Icon = icons[name];
  return <Icon size={18} className="shrink-0 text-fg-muted" />;
}
