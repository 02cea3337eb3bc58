import pg from 'pg';
import type { Database } from './client';

/**
 * Calls `onPayload` for every NOTIFY on `channel` until the returned function is called. On a
 * server this holds one connection of its own, reconnecting after a second when it drops (a missed
 * message then only means a page refreshes at its next revalidation); PGlite delivers in process.
 */
export async function listenTo(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, onPayload);
    return unlisten;
  }
  const options = database.pool!.options;
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ ...options });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const retry = () => {
      next.removeAllListeners('notification');
      if (client === next) client = null;
      if (!stopped) timer = setTimeout(() => void connect(), 1000);
    };
    next.on('error', retry);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    } catch {
      await next.end().catch(() => {});
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
