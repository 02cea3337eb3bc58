'use client';
import { useTranslations } from '#intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal step of the social sign-in (merge or register): native <dialog>, Escape and the close button cancel. */
export function SocialDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('social');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-surface-raised p-6 text-fg shadow-card backdrop:bg-black/50 sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-2 py-1 text-sm font-medium text-fg-muted hover:text-accent"
        >
          {t('close')}
        </button>
      </div>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </dialog>
  );
}
