/** Shared class strings for buttons and links styled as buttons (design tokens from globals.css). */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-accent px-5 py-2.5 text-on-accent shadow-sm hover:bg-accent-strong`,
  secondary: `${base} border border-line bg-surface px-5 py-2.5 text-fg hover:border-accent hover:text-accent`,
  ghost: `${base} px-3 py-2 text-fg hover:bg-surface-muted`,
  small: 'px-3.5 py-2 text-sm',
} as const;

export const iconButton =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted';

export const menuItem =
  'flex w-full cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2.5 text-start text-[0.95rem] text-fg outline-none data-[highlighted]:bg-surface-muted data-[highlighted]:text-accent';
