'use client';
import { lazy, Suspense } from 'react';
import type { ToastOptions } from './toast-types';

// The live regions are always there (screen readers announce what is added to them); a toast's
// own code, with its icons, loads with the first toast, outside every page's first load.
const ToastItem = lazy(() => import('./toast-item').then((m) => ({ default: m.ToastItem })));

export type ToastPosition = NonNullable<ToastOptions['position']>;
export type ActiveToast = ToastOptions & { id: string; position: ToastPosition; duration: number };

/** top-right and top-left are logical: the inline end and start, so they mirror in Arabic. */
const placement: Record<ToastPosition, string> = {
  top: 'inset-x-0 mx-auto items-center',
  'top-right': 'end-4 items-end',
  'top-left': 'start-4 items-start',
};
const order: ToastPosition[] = ['top', 'top-right', 'top-left'];

export function ToastViewport({ toasts, onDismiss }: { toasts: ActiveToast[]; onDismiss: (id: string) => void }) {
  return (
    <>
      {order.map((position) => (
        <div
          key={position}
          role="status"
          aria-live="polite"
          data-toast-position={position}
          className={`pointer-events-none fixed top-4 z-[70] flex w-[min(26rem,calc(100vw-2rem))] flex-col gap-2 ${placement[position]}`}
        >
          <Suspense fallback={null}>
            {toasts
              .filter((item) => item.position === position)
              .map((item) => (
                <ToastItem key={item.id} toast={item} onDismiss={onDismiss} />
              ))}
          </Suspense>
        </div>
      ))}
    </>
  );
}
