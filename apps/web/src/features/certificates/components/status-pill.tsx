import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle-icon';
import { WarnIcon } from '@/shared/ui/icons/warn-icon';
import type { CertificateStatus } from '../lib/certificate-status';

/* Text passes AA in both themes (same pairs as the order status badge). */
const tones: Record<CertificateStatus, string> = {
  valid: 'bg-[light-dark(#d1fae5,#0b2e1f)] text-[light-dark(#0f5132,#a7f3d0)]',
  pending: 'bg-[light-dark(#fef3c7,#3a2206)] text-[light-dark(#713f12,#fde68a)]',
  revoked: 'bg-[light-dark(#fef3f2,#3b1512)] text-[light-dark(#7a271a,#fecdca)]',
};
const icons = { valid: CheckCircleIcon, pending: WarnIcon, revoked: AlertIcon } as const;

/** A certificate's status in words with an icon (never colour alone); `label` is translated by the caller. */
export function StatusPill({ status, label }: { status: CertificateStatus; label: string }) {
  const Icon = icons[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`}
      data-status={status}
    >
      <Icon size={16} />
      {label}
    </span>
  );
}
