'use client';
import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/** `const toast = useToast(); toast({ type: 'success', message })` (or `const { toast } = useToast()`). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
