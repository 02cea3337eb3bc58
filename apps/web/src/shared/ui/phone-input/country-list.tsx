'use client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PhoneCountry } from './country-picker';
import { flagOf } from './phone-text';
import { findTypeAheadMatch, typeAhead, type TypeAheadState } from './type-ahead';

/**
 * The open list of CountryPicker (WAI-ARIA listbox): it takes focus; arrows, Page Up/Down, Home
 * and End move, Enter, Space or a click chooses, Escape, Tab or a click outside close it; typed
 * letters find a country (the search restarts after 700 ms).
 */
export default function CountryList({
  id,
  countries,
  value,
  label,
  upward,
  outside,
  onChoose,
  onClose,
}: {
  id: string;
  countries: readonly PhoneCountry[];
  value: string;
  label: string;
  upward: boolean;
  /** The picker's own element: a pointer down anywhere else closes the list. */
  outside: { current: HTMLElement | null };
  onChoose(index: number): void;
  onClose(returnFocus: boolean): void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<TypeAheadState>({ text: '', at: 0 });
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      countries.findIndex((c) => c.isoCode === value),
    ),
  );

  useEffect(() => {
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!outside.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [outside, onClose]);

  useEffect(() => {
    document.getElementById(`${id}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = countries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, active + 10),
      PageUp: Math.max(0, active - 10),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      searchRef.current = typeAhead(searchRef.current, event.key, Date.now());
      const options = countries.map((c) => ({ name: c.localeName, dialCode: c.dialCode }));
      const match = findTypeAheadMatch(options, searchRef.current.text, active);
      if (match >= 0) setActive(match);
    }
  }

  return (
    <ul
      ref={listRef}
      id={`${id}-list`}
      role="listbox"
      tabIndex={-1}
      aria-label={label}
      aria-activedescendant={`${id}-${active}`}
      onKeyDown={onKeyDown}
      className={`absolute start-0 z-30 max-h-60 w-72 max-w-[80vw] overflow-y-auto rounded-lg border border-line bg-surface-raised py-1 shadow-card focus:outline-none ${
        upward ? 'bottom-full mb-1' : 'top-full mt-1'
      }`}
      data-placement={upward ? 'top' : 'bottom'}
    >
      {countries.map((country, index) => (
        <li
          key={country.isoCode}
          id={`${id}-${index}`}
          role="option"
          aria-selected={country.isoCode === value}
          onClick={() => onChoose(index)}
          onPointerMove={() => setActive(index)}
          className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${index === active ? 'bg-accent-soft text-fg' : 'text-fg'} ${
            country.isoCode === value ? 'font-bold' : ''
          }`}
        >
          <span aria-hidden="true">{flagOf(country.isoCode)}</span>
          <span className="flex-1">{country.localeName}</span>
          <bdi dir="ltr" className="text-fg-muted">
            {country.dialCode}
          </bdi>
        </li>
      ))}
    </ul>
  );
}
