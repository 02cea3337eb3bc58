'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flagOf } from './phone-text';
import { findTypeAheadMatch, typeAhead, type TypeAheadState } from './type-ahead';

export interface PhoneCountry {
  isoCode: string;
  localeName: string;
  dialCode: string;
}

/** docs/product/accounts.md: with less than this much room below, the list opens upward. */
const OPEN_UP_BELOW_PX = 200;

interface CountryPickerProps {
  countries: readonly PhoneCountry[];
  value: string;
  onChange: (isoCode: string) => void;
  /** Accessible name of the button and the list ("Country"). */
  label: string;
}

/**
 * The phone input's country dropdown (WAI-ARIA listbox pattern): a button opens a list that
 * takes focus; arrows, Home and End move, Enter or a click chooses, Escape, Tab or a click
 * outside close it; typed letters find a country (the search restarts after 700 ms). It opens
 * upward when the viewport has under 200px left below it.
 */
export function CountryPicker({ countries, value, onChange, label }: CountryPickerProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<TypeAheadState>({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const selectedIndex = Math.max(
    0,
    countries.findIndex((c) => c.isoCode === value),
  );
  const [active, setActive] = useState(selectedIndex);
  const selected = countries[selectedIndex];

  function openList() {
    const rect = buttonRef.current?.getBoundingClientRect();
    setUpward(rect ? window.innerHeight - rect.bottom < OPEN_UP_BELOW_PX : false);
    setActive(selectedIndex);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const country = countries[index];
    if (country) onChange(country.isoCode);
    close(true);
  }

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
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
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      searchRef.current = typeAhead(searchRef.current, event.key, Date.now());
      const options = countries.map((c) => ({ name: c.localeName, dialCode: c.dialCode }));
      const match = findTypeAheadMatch(options, searchRef.current.text, active);
      if (match >= 0) setActive(match);
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  }

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-label={selected ? `${label}: ${selected.localeName} ${selected.dialCode}` : label}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-11 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 text-base text-fg focus-visible:border-accent"
      >
        <span aria-hidden="true">{selected ? flagOf(selected.isoCode) : ''}</span>
        <bdi dir="ltr">{selected?.dialCode}</bdi>
        <svg
          aria-hidden="true"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          className={`transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <ul
          ref={listRef}
          id={`${id}-list`}
          role="listbox"
          tabIndex={-1}
          aria-label={label}
          aria-activedescendant={`${id}-${active}`}
          onKeyDown={onListKeyDown}
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
              onClick={() => choose(index)}
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
      )}
    </div>
  );
}
