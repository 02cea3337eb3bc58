'use client';
import { useSyncExternalStore } from 'react';

/**
 * How many items a visitor's guest cart holds (docs/product/commerce.md), for the header's badge.
 * The cart itself lives on the server behind an httpOnly cookie; this count is what the visitor's
 * own cart calls last answered, kept in localStorage so every page and tab shows it without asking
 * the API on each visit. Signing in hands the badge to the user's own count.
 */
const STORAGE_KEY = 'manara.guestCartCount';
const listeners = new Set<() => void>();

export function readGuestCartCount(): number {
  try {
    const count = Number(localStorage.getItem(STORAGE_KEY) ?? 0);
    return Number.isSafeInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

export function writeGuestCartCount(count: number): void {
  try {
    if (count > 0) localStorage.setItem(STORAGE_KEY, String(count));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the badge shows this page's count only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The guest cart's count, following changes in this tab and in others. */
export function useGuestCartCount(): number {
  return useSyncExternalStore(subscribe, readGuestCartCount, () => 0);
}
