import { AwardIcon, BellIcon, BookIcon, ReceiptIcon, SettingsIcon } from '../icons/icons';

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
