/** docs/product/shell.md: the header becomes fixed after 100px of scroll and knows when it is scrolling down. */
export const HEADER_FIXED_AFTER_PX = 100;

export interface HeaderScrollState {
  fixed: boolean;
  scrollingDown: boolean;
  lastY: number;
}

export const initialHeaderScroll: HeaderScrollState = { fixed: false, scrollingDown: false, lastY: 0 };

export function nextHeaderScroll(prev: HeaderScrollState, y: number): HeaderScrollState {
  const fixed = y > HEADER_FIXED_AFTER_PX;
  let scrollingDown = prev.scrollingDown;
  if (!fixed) scrollingDown = false;
  else if (y > prev.lastY + 1) scrollingDown = true;
  else if (y < prev.lastY - 1) scrollingDown = false;
  return { fixed, scrollingDown, lastY: y };
}
