import type { Caller, DomainDeps } from '../deps';
import { enforceRateLimits } from '../identity/index';
import { searchCatalogue, type SearchResults } from './search-catalogue';

/** Searches per client address per minute unless the operator sets SEARCH_RATE_LIMIT_PER_MINUTE. */
export const DEFAULT_SEARCHES_PER_MINUTE = 300;

/**
 * `allSearch` for a caller: searching is the most expensive read, so each client address may
 * search only so often (RATE_LIMITED past it; every alias in a request counts), through the same
 * rate-limit port as sign-in (decision 0036).
 */
export async function searchForCaller(deps: DomainDeps, caller: Caller, input: unknown): Promise<SearchResults> {
  const limit = deps.limits?.searchPerAddressPerMinute ?? DEFAULT_SEARCHES_PER_MINUTE;
  await enforceRateLimits(deps, [[`search:ip:${caller.ip}`, { limit, windowSeconds: 60 }]]);
  return searchCatalogue(deps, input);
}
