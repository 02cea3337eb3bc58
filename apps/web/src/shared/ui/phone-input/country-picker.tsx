'use client';
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flagOf } from './phone-text';

// Most people keep the country the field starts with: the list's code loads when it is opened.
const CountryList = lazy(() => import('./country-list'));

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
 * The phone input's country dropdown (WAI-ARIA listbox pattern): a button (or Arrow Down or Up on
 * it) opens the list (CountryList), upward when the viewport has under 200px left below it.
 */
export function CountryPicker({ countries, value, onChange, label }: CountryPickerProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const selected = countries.find((c) => c.isoCode === value) ?? countries[0];

  function openList() {
    const rect = buttonRef.current?.getBoundingClientRect();
    setUpward(rect ? window.innerHeight - rect.bottom < OPEN_UP_BELOW_PX : false);
    setOpen(true);
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  function choose(index: number) {
    const country = countries[index];
    if (country) onChange(country.isoCode);
    close(true);
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
        <Suspense fallback={null}>
          <CountryList
            id={id}
            countries={countries}
            value={value}
            label={label}
            upward={upward}
            outside={rootRef}
            onChoose={choose}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
