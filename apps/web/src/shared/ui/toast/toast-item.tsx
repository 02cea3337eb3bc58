'use client';
import { useTranslations } from '#intl';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle-icon';
import { CloseIcon } from '@/shared/ui/icons/close-icon';
import { WarnIcon } from '@/shared/ui/icons/warn-icon';
import type { ActiveToast } from './toast-viewport';

/* Colours meet WCAG AA: white on #0f6b3f and on #b42318 (6.6:1), #713f12 on #fef3c7 (7.8:1). */
const look = {
  success: 'bg-success text-white',
  error: 'bg-danger text-white',
  warn: 'border border-warn-line bg-warn-bg text-warn-fg',
} as const;
const icons = { success: CheckCircleIcon, error: AlertIcon, warn: WarnIcon } as const;

export function ToastItem({ toast, onDismiss }: { toast: ActiveToast; onDismiss: (id: string) => void }) {
  const t = useTranslations('shell.toast');
  const Icon = icons[toast.type];
  return (
    <div
      data-toast-type={toast.type}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl px-4 py-3 shadow-pop animate-pop-in ${look[toast.type]}`}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {toast.icon ? toast.icon : <Icon size={20} />}
      </span>
      <p className="flex-1 text-sm font-medium leading-6">
        <span className="sr-only">{t(toast.type)}: </span>
        <span dir="auto">{toast.message}</span>
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('dismiss')}
        className="-me-1 shrink-0 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-current"
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
