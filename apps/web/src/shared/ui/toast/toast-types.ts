/** docs/product/shell.md Toast: type, message, icon, position, duration (default 2000 ms, docs/product/constants.md). */
export interface ToastOptions {
  type: 'success' | 'error' | 'warn';
  message: string;
  icon?: string;
  position?: 'top' | 'top-right' | 'top-left';
  duration?: number;
}
export const DEFAULT_TOAST_DURATION = 2000;
