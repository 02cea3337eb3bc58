export * from './phone-input';
export * from './phone-rules';
export type { PhoneCountry } from './country-picker';
