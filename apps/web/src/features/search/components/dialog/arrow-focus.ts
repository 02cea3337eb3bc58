/** Where focus goes among the dialog's items; -1 is the text box above them. */
export function nextFocusIndex(current: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current >= count - 1 ? current : current + 1;
    case 'ArrowUp':
      return current <= 0 ? -1 : current - 1;
    default:
      return null;
  }
}

/**
 * Arrow keys move focus from the text box through the dialog's items (suggestions, tiles, results,
 * 'view all') and back up; Enter then opens the focused link natively. Items opt in with the
 * data-search-item attribute.
 */
export function moveFocusWithArrows(
  event: { key: string; preventDefault(): void },
  container: HTMLElement,
  input: HTMLElement | null,
): void {
  const items = Array.from(container.querySelectorAll<HTMLElement>('[data-search-item]'));
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const current = items.findIndex((item) => item === active);
  if (current === -1 && active !== input) return;
  const next = nextFocusIndex(current, items.length, event.key);
  if (next === null || next === current) return;
  event.preventDefault();
  (next === -1 ? input : items[next])?.focus();
}
