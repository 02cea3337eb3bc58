import type { Caller, DomainDeps } from '../deps';

const ISO_ALPHA_2 = /^[A-Z]{2}$/;

/**
 * `visitorCountry`: the caller's country from their (trusted, decision 0030) address, for the
 * phone field's starting country; null when no lookup is configured or it has no answer. A failing
 * service costs the visitor nothing but the guess, so its errors are only logged.
 */
export async function findVisitorCountry(deps: DomainDeps, caller: Caller): Promise<string | null> {
  if (!deps.countryLookup || !caller.ip) return null;
  try {
    const code = (await deps.countryLookup.countryOf(caller.ip))?.toUpperCase() ?? null;
    return code && ISO_ALPHA_2.test(code) ? code : null;
  } catch (error) {
    deps.logger.warn({ err: error }, 'country lookup failed');
    return null;
  }
}
