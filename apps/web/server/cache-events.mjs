/**
 * The web's ear on content changes (decision 0028): one server-sent-events stream from the API
 * (GET /internal/cache-events, with the proxy secret), each event's tags handed to `onTags`. A
 * dropped or refused stream is opened again after `retryMs`, doubling while the API stays away
 * (up to `maxRetryMs`), so a balancer in front of API copies that are starting is not kept busy
 * marking them down; a change missed meanwhile only waits for the page's scheduled revalidation.
 *
 * @param {{ apiUrl: string; secret: string; onTags: (tags: string[]) => Promise<void> | void;
 *   retryMs?: number; maxRetryMs?: number; onError?: (error: unknown) => void }} options
 * @returns {() => void} stops listening
 */
export function subscribeToCacheEvents({
  apiUrl,
  secret,
  onTags,
  retryMs = 1000,
  maxRetryMs = 30_000,
  onError = () => {},
}) {
  let stopped = false;
  let delay = retryMs;
  let controller = new AbortController();
  let timer;

  const handle = async (data) => {
    try {
      const { tags } = JSON.parse(data);
      if (Array.isArray(tags) && tags.length > 0) await onTags(tags.map(String));
    } catch (error) {
      onError(error);
    }
  };

  const connect = async () => {
    if (stopped) return;
    controller = new AbortController();
    try {
      const response = await fetch(`${apiUrl}/internal/cache-events`, {
        headers: { 'x-manara-proxy-secret': secret, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`cache events answered ${response.status}`);
      delay = retryMs;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        // Events end with a blank line; comment lines (":") keep the stream alive.
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) await handle(data);
        }
      }
    } catch (error) {
      if (!stopped) onError(error);
    }
    if (stopped) return;
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, maxRetryMs);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
  };
}
