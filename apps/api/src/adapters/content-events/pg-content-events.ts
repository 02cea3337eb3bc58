import { notifyChannel, type DbOrTx } from '@manara/db';
import type { ContentEvents } from '@manara/domain';

/** The PostgreSQL channel every API copy listens on for content changes. */
export const CONTENT_CHANNEL = 'manara_content';

/** Content events as NOTIFY on one channel: every API copy hears them and tells its web copies. */
export function createPgContentEvents(db: DbOrTx): ContentEvents {
  return {
    publish: async (tags) => {
      if (tags.length > 0) await notifyChannel(db, CONTENT_CHANNEL, JSON.stringify({ tags }));
    },
  };
}
