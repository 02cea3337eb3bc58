// phone-rules.ts is not exported: it carries libphonenumber's metadata and loads on demand.
export { checkPhoneField } from './load-phone-rules';
export * from './phone-input';
export * from './phone-text';
export type { PhoneCountry } from './country-picker';
