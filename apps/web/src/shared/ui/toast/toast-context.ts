'use client';
import { createContext } from 'react';
import type { ToastOptions } from './toast-types';

/** Call it directly (`toast(options)`) or through `.toast(options)`; both return the toast's id. */
export interface ToastApi {
  (options: ToastOptions): string;
  toast(options: ToastOptions): string;
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
