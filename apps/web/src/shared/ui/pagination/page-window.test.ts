import { describe, expect, it } from 'vitest';
import { pageWindow, type PageSlot } from './page-window';

const show = (slots: PageSlot[]) => slots.map((s) => (s.kind === 'gap' ? '…' : String(s.page))).join(' ');

describe('pageWindow', () => {
  it('shows nothing for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows every page of a short list', () => {
    expect(show(pageWindow(2, 4))).toBe('1 2 3 4');
  });

  it('collapses far pages around the current one', () => {
    expect(show(pageWindow(6, 12))).toBe('1 … 5 6 7 … 12');
    expect(show(pageWindow(1, 12))).toBe('1 2 … 12');
    expect(show(pageWindow(12, 12))).toBe('1 … 11 12');
  });

  it('never hides a single page behind a gap', () => {
    expect(show(pageWindow(4, 12))).toBe('1 2 3 4 5 … 12');
  });

  it('clamps an out-of-range current page', () => {
    expect(show(pageWindow(99, 5))).toBe('1 … 4 5');
  });
});
