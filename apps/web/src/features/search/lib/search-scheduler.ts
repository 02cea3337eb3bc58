import { cleanQuery, isBlankQuery } from './is-blank-query';

/** docs/product/shell.md: typing waits 300 ms of quiet before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchState<R> =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'success'; query: string; result: R }
  | { status: 'error'; query: string };

export interface SearchSchedulerOptions<R> {
  run: (query: string, signal: AbortSignal) => Promise<R>;
  onChange: (state: SearchState<R>) => void;
  delayMs?: number;
}

export interface SearchScheduler {
  /** The text box changed: reset results at once, search after the quiet delay (never for blank text). */
  update(text: string): void;
  /** Search the current query again now (after an error). */
  retry(): void;
  /** Forget everything: pending timer, request in flight, results (the dialog closed). */
  reset(): void;
}

/**
 * The search-as-you-type rules of docs/product/shell.md without React: debounce, results reset first, blank
 * text never queried, and only the newest request may answer (older ones are aborted).
 */
export function createSearchScheduler<R>({
  run,
  onChange,
  delayMs = SEARCH_DEBOUNCE_MS,
}: SearchSchedulerOptions<R>): SearchScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let current = '';

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const start = (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    run(query, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) onChange({ status: 'success', query, result });
      },
      () => {
        if (!controller.signal.aborted) onChange({ status: 'error', query });
      },
    );
  };

  return {
    update(text) {
      const query = isBlankQuery(text) ? '' : cleanQuery(text);
      if (query === current) return;
      stop();
      current = query;
      if (!query) {
        onChange({ status: 'idle' });
        return;
      }
      onChange({ status: 'loading', query });
      timer = setTimeout(() => start(query), delayMs);
    },
    retry() {
      if (!current) return;
      stop();
      onChange({ status: 'loading', query: current });
      start(current);
    },
    reset() {
      stop();
      current = '';
      onChange({ status: 'idle' });
    },
  };
}
