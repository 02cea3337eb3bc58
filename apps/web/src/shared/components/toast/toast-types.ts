/** SPEC §3 Toast: type, message, icon, position, duration (default 2000 ms, SPEC §9). */
export interface ToastOptions {
  type: 'success' | 'error' | 'warn';
  message: string;
  icon?: string;
  position?: 'top' | 'top-right' | 'top-left';
  duration?: number;
}
export const DEFAULT_TOAST_DURATION = 2000;
