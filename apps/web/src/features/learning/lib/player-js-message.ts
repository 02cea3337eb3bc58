/**
 * The player.js messages an embedded player (Bunny Stream's iframe) posts to its page
 * (docs/providers.md): JSON with `context: "player.js"`, an `event`, and for `timeupdate` a value
 * `{ seconds, duration }`.
 */
export type PlayerJsEvent = { event: 'ready' } | { event: 'timeupdate'; seconds: number; duration: number };

export const PLAYER_JS_CONTEXT = 'player.js';

/** A message from the player, or null for anything else (other frames, other events, malformed). */
export function readPlayerJsMessage(data: unknown): PlayerJsEvent | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { context, event, value } = message as { context?: unknown; event?: unknown; value?: unknown };
  if (context !== PLAYER_JS_CONTEXT) return null;
  if (event === 'ready') return { event };
  if (event !== 'timeupdate' || !value || typeof value !== 'object') return null;
  const { seconds, duration } = value as { seconds?: unknown; duration?: unknown };
  if (typeof seconds !== 'number' || typeof duration !== 'number') return null;
  return { event, seconds, duration };
}

/** The message that asks the player to report `event` to this page. */
export function listenMessage(event: 'timeupdate', listener: string): string {
  return JSON.stringify({
    context: PLAYER_JS_CONTEXT,
    version: '0.0.11',
    method: 'addEventListener',
    value: event,
    listener,
  });
}
