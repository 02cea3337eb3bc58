import { findProgramIdsByRouteKeys, insertAnalyticsEvents, isAnalyticsOptedOut } from '@manara/db';
import { normalizeSearchText } from '@manara/i18n';
import type { Caller, DomainDeps } from '../deps';
import { enforceRateLimits } from '../identity/index';
import { parseInput } from '../validation/index';
import { browserEventsSchema } from './schemas';

/** Requests per address a minute: a page view or two a second is already more than a person makes. */
const PER_MINUTE = 60;
const programPage = /^(?:\/en)?\/program\/([^/]+)\/?$/;

/** The program a page belongs to (its id or slug), if it is a program page. */
function programKeyOf(path: string): string | null {
  const match = programPage.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * Records the browser's page views and searches (decision 0059). A signed-out visitor is counted
 * only with their consent, and anonymously; a learner with their account unless they opted out.
 * Answers how many were recorded (0 when none may be).
 */
export async function recordBrowserEvents(deps: DomainDeps, caller: Caller, input: unknown): Promise<number> {
  const { consent, events } = parseInput(browserEventsSchema, input);
  await enforceRateLimits(deps, [[`analytics:ip:${caller.ip}`, { limit: PER_MINUTE, windowSeconds: 60 }]]);
  const userId = caller.viewer?.userId ?? null;
  if (userId === null ? consent !== true : await isAnalyticsOptedOut(deps.db, userId)) return 0;
  const paths = events.map((e) => (e.kind === 'PAGE_VIEW' ? e.path!.split(/[?#]/)[0]! : null));
  const programs = await findProgramIdsByRouteKeys(deps.db, [
    ...new Set(paths.flatMap((p) => (p ? [programKeyOf(p)].filter((k) => k !== null) : []))),
  ]);
  await insertAnalyticsEvents(
    deps.db,
    events.map((event, i) => {
      if (event.kind === 'SEARCH')
        return {
          kind: 'SEARCH',
          userId,
          query: normalizeSearchText(event.query!).slice(0, 200),
          resultCount: event.resultCount!,
        };
      const key = programKeyOf(paths[i]!);
      return { kind: 'PAGE_VIEW', userId, path: paths[i]!, programId: key ? (programs.get(key) ?? null) : null };
    }),
  );
  return events.length;
}
