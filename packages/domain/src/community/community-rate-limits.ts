import type { Caller, DomainDeps, Viewer } from '../deps';
import { enforceRateLimits, type RateRule } from '../identity/index';

/** Anti-spam ceilings per user (docs/security.md style): generous for people, tight for scripts. */
export const communityRateRules = {
  comment: { limit: 20, windowSeconds: 10 * 60 },
  like: { limit: 120, windowSeconds: 60 },
  review: { limit: 10, windowSeconds: 60 * 60 },
  report: { limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export type CommunityAction = keyof typeof communityRateRules;

/** Counts one community action for the user (and their address, so many accounts from one place add up). */
export function limitCommunityAction(
  deps: DomainDeps,
  caller: Caller,
  viewer: Viewer,
  action: CommunityAction,
): Promise<void> {
  const rule = communityRateRules[action];
  return enforceRateLimits(deps, [
    [`community:${action}:user:${viewer.userId}`, rule],
    [`community:${action}:ip:${caller.ip}`, { limit: rule.limit * 5, windowSeconds: rule.windowSeconds }],
  ]);
}
