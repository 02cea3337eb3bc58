import { AwardIcon } from '@/shared/ui/icons/award-icon';
import { BellIcon } from '@/shared/ui/icons/bell-icon';
import { BookIcon } from '@/shared/ui/icons/book-icon';
import { ReceiptIcon } from '@/shared/ui/icons/receipt-icon';
import { SettingsIcon } from '@/shared/ui/icons/settings-icon';

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
