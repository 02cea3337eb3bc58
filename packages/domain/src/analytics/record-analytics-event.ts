import { insertAnalyticsEvents, type NewAnalyticsEvent } from '@manara/db';
import type { DomainDeps } from '../deps';

export type ServerEventKind = Exclude<NewAnalyticsEvent['kind'], 'PAGE_VIEW' | 'SEARCH'>;

/**
 * Records a fact where the domain does it (decision 0059): one event per program concerned. It
 * runs after the business write and never fails it — a lost event is logged, not the learner's error.
 */
export async function recordAnalyticsEvent(
  deps: Pick<DomainDeps, 'db' | 'logger'>,
  kind: ServerEventKind,
  userId: string | null,
  programIds: readonly string[],
): Promise<void> {
  try {
    await insertAnalyticsEvents(
      deps.db,
      programIds.map((programId) => ({ kind, userId, programId })),
    );
  } catch (error) {
    deps.logger.warn({ err: error instanceof Error ? error.message : String(error), kind }, 'analytics event lost');
  }
}
