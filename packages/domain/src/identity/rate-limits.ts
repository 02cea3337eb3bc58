import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/** Identity rate limits (docs/security.md). Keys are built from lower-cased e-mails, IPs and user ids. */
export const identityRateRules = {
  loginPerEmailAndIp: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  loginPerIp: { limit: 50, windowSeconds: FIFTEEN_MINUTES },
  // Defence in depth when client addresses can be forged: a ceiling per account across all IPs,
  // high enough that locking someone out takes real effort.
  loginPerEmail: { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  codeSendPerEmail: { limit: 5, windowSeconds: FIFTEEN_MINUTES },
  codeSendPerIp: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  codeCheckPerIp: { limit: 50, windowSeconds: FIFTEEN_MINUTES },
  registerPerIp: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
  changePasswordPerUser: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateRule>;

/**
 * Counts one hit on every key and fails with RATE_LIMITED when any is over its limit. All keys
 * are counted even after one fails, so spreading attempts cannot dodge a wider limit.
 */
export async function enforceRateLimits(deps: DomainDeps, hits: Array<[key: string, rule: RateRule]>): Promise<void> {
  const results = await Promise.all(
    hits.map(([key, rule]) => deps.rateLimiter.hit(key, rule.limit, rule.windowSeconds)),
  );
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length > 0) {
    const retryAfterSeconds = Math.max(...blocked.map((r) => r.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', [], { retryAfterSeconds });
  }
}
