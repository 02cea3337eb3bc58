import type * as Rules from './phone-rules';
import type { CountryLists, PhoneCheck } from './phone-text';

export type PhoneRules = typeof Rules;

let loading: Promise<PhoneRules> | null = null;

/** libphonenumber and the rules over it, fetched once, when a phone field is first used. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone-rules');
  return loading;
}

/** checkPhone (phone-rules.ts) once the rules are loaded: for forms checking the field on submit. */
async function checkPhoneAsync(text: string, country: string, lists: CountryLists = {}): Promise<PhoneCheck> {
  return (await loadPhoneRules()).checkPhone(text, country, lists);
}

/**
 * A form's phone field as PhoneInput submits it: the text under `name` and the chosen country
 * under `${name}Country` (Egypt when absent).
 */
export function checkPhoneField(values: Record<string, string | undefined>, name = 'phone'): Promise<PhoneCheck> {
  return checkPhoneAsync(values[name] ?? '', values[`${name}Country`] || 'EG');
}
