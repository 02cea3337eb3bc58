/** Form controls of the filter panel: large touch targets, visible focus from the global ring. */
export const fieldLabel = 'mb-1.5 block text-sm font-semibold text-fg';
export const selectClass =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-[0.95rem] text-fg hover:border-accent focus-visible:border-accent';
export const inputClass =
  'h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-[0.95rem] text-fg placeholder:text-fg-muted hover:border-accent aria-[invalid=true]:border-[color:light-dark(#b42318,#fda29b)]';
