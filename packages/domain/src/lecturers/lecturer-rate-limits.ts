import type { RateRule } from '../identity/index';

/** Applications are rare; these only stop floods (each one also costs a mailed code). */
export const lecturerRateRules = {
  applyPerIp: { limit: 10, windowSeconds: 60 * 60 },
  applyPerEmail: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;
