'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { DEFAULT_TOAST_DURATION, type ToastOptions } from './toast-types';
import { ToastViewport, type ActiveToast } from './toast-viewport';

const MAX_VISIBLE = 5;
let counter = 0;

/** Holds the visible toasts; each hides after its duration (default 2000 ms, docs/product/shell.md). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ActiveToast[]>([]);
  const timers = useRef(new Map<string, number>());

  const dismiss = useCallback((id: string) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions) => {
      counter += 1;
      const id = `toast-${counter}`;
      const item: ActiveToast = {
        ...options,
        id,
        position: options.position ?? 'top',
        duration: options.duration ?? DEFAULT_TOAST_DURATION,
      };
      setToasts((list) => [...list.slice(-(MAX_VISIBLE - 1)), item]);
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), item.duration),
      );
      return id;
    };
    return Object.assign(show, { toast: show, dismiss });
  }, [dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}
