'use client';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';

export interface ToastDemoLabels {
  successToast: string;
  errorToast: string;
  warnToast: string;
  successText: string;
  errorText: string;
  warnText: string;
}

/** Buttons that raise each kind of toast at each position (checked by hand and by e2e). */
export function ToastDemo({ labels }: { labels: ToastDemoLabels }) {
  const toast = useToast();
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => toast({ type: 'success', message: labels.successText })}
      >
        {labels.successToast}
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => toast({ type: 'error', message: labels.errorText, position: 'top-right' })}
      >
        {labels.errorToast}
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => toast({ type: 'warn', message: labels.warnText, position: 'top-left', duration: 4000 })}
      >
        {labels.warnToast}
      </button>
    </div>
  );
}
