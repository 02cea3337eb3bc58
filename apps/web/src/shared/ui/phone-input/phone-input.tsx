'use client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fieldNoteIds } from '../form/field-notes';
import { fieldBox, LabelledField } from '../form/labelled-field';
import { CountryPicker, type PhoneCountry } from './country-picker';
import { loadPhoneRules, type PhoneRules } from './load-phone-rules';
import { cleanPhoneText, countryPermitted, PHONE_MAX_LENGTH, type CountryLists } from './phone-text';
import { lookUpVisitorCountry } from './visitor-country';

/** docs/product/accounts.md: the starting country when the visitor's own is not known. */
export const FALLBACK_COUNTRY = 'EG';

export interface PhoneInputProps extends CountryLists {
  /** Name of the number input; the chosen country travels in a hidden `${name}Country`. */
  name: string;
  countries: readonly PhoneCountry[];
  /**
   * The starting country; unset → the visitor's country from the IP lookup once it answers (until
   * then, and when it cannot tell, Egypt), then the first preferred, then the first listed.
   */
  defaultCountry?: string;
  /** Listed first, in this order. */
  preferredCountries?: readonly string[];
  /** Starting text (e.g. the saved number in E.164). */
  defaultValue?: string;
  labels: { phone: string; country: string; placeholder: string; hint?: string; optional?: string };
  error?: string;
  required?: boolean;
}

/** Countries after the allowed/blocked lists, preferred ones first. */
function orderCountries(
  countries: readonly PhoneCountry[],
  preferred: readonly string[],
  lists: CountryLists,
): PhoneCountry[] {
  const permitted = countries.filter((c) => countryPermitted(c.isoCode, lists));
  const rank = (c: PhoneCountry) => {
    const at = preferred.indexOf(c.isoCode);
    return at === -1 ? preferred.length : at;
  };
  return [...permitted].sort((a, b) => rank(a) - rank(b));
}

/** docs/product/accounts.md initial country: the looked-up one when offered, else the first preferred, else the first listed. */
function initialCountry(
  listed: readonly PhoneCountry[],
  wanted: string | undefined,
  preferred: readonly string[],
): string {
  const offered = (code: string | undefined) => !!code && listed.some((c) => c.isoCode === code);
  if (offered(wanted)) return wanted!;
  const firstPreferred = preferred.find((code) => offered(code));
  return firstPreferred ?? listed[0]?.isoCode ?? FALLBACK_COUNTRY;
}

/**
 * docs/product/accounts.md phone input: a country dropdown and the number, formatted as it is typed. Arabic-Indic
 * digits are accepted and shown as ASCII; a leading '+' with a country code moves the dropdown to
 * that country. Number fields read left to right in both languages. The formatting rules
 * (libphonenumber, about 37 KB gzip) load when the field is first focused, or at once when it
 * starts with a saved number; until then typed text is only cleaned.
 */
export function PhoneInput({
  name,
  countries,
  defaultCountry,
  preferredCountries = [],
  defaultValue = '',
  labels,
  error,
  required,
  allowed,
  blocked,
}: PhoneInputProps) {
  const id = `${useId()}${name}`;
  const listed = useMemo(
    () => orderCountries(countries, preferredCountries, { allowed, blocked }),
    [countries, preferredCountries, allowed, blocked],
  );
  const [rules, setRules] = useState<PhoneRules | null>(null);
  const [country, setCountry] = useState(() =>
    initialCountry(listed, defaultCountry ?? FALLBACK_COUNTRY, preferredCountries),
  );
  const [text, setText] = useState(() => cleanPhoneText(defaultValue));
  // Once the visitor chooses a country or types, the lookup's late answer changes nothing.
  const touched = useRef(false);
  const listedRef = useRef(listed);
  listedRef.current = listed;
  const load = () => void loadPhoneRules().then(setRules);

  // The visitor's own country, when nothing says otherwise (no given country, no saved number).
  useEffect(() => {
    if (defaultCountry || /\d/.test(defaultValue)) return;
    let live = true;
    void lookUpVisitorCountry().then((code) => {
      if (!live || touched.current || !code || !listedRef.current.some((c) => c.isoCode === code)) return;
      setCountry(code);
    });
    return () => {
      live = false;
    };
  }, [defaultCountry, defaultValue]);

  // A saved number is shown formatted, with its country, as soon as the rules arrive.
  useEffect(() => {
    if (/\d/.test(defaultValue)) load();
  }, [defaultValue]);

  function show(shown: { text: string; country: string }) {
    setCountry(shown.country);
    setText(shown.text);
  }

  // When the rules arrive, what was typed meanwhile is formatted and its country followed.
  useEffect(() => {
    if (rules) show(rules.followTyped(text, '', country, listed));
    // Only on arrival: later input goes through onInput.
  }, [rules]);

  function onInput(value: string) {
    touched.current = true;
    if (rules) return show(rules.followTyped(value, text, country, listed));
    load();
    setText(cleanPhoneText(value));
  }

  return (
    <LabelledField id={id} label={labels.phone} note={labels.optional} hint={labels.hint} error={error}>
      <div className="flex gap-2">
        <CountryPicker
          countries={listed}
          value={country}
          onChange={(code) => {
            touched.current = true;
            setCountry(code);
          }}
          label={labels.country}
        />
        <input type="hidden" name={`${name}Country`} value={country} />
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={PHONE_MAX_LENGTH}
          placeholder={labels.placeholder}
          value={text}
          required={required}
          onChange={(event) => onInput(event.target.value)}
          onFocus={load}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldNoteIds(id, labels.hint, error).describedBy}
          className={`min-h-11 min-w-0 ${fieldBox(error)}`}
        />
      </div>
    </LabelledField>
  );
}
