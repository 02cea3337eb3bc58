/** Thrown when more work waits than the limiter accepts; the caller answers 503. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many pending tasks');
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly pending: number;
}

/** Runs at most `max` tasks at once; up to `maxPending` more wait in order, beyond that it refuses. */
export function createLimiter(max: number, maxPending = Infinity): Limiter {
  let active = 0;
  const queue: Array<() => void> = [];
  // A finishing task hands its slot straight to the next waiter, so `active` only drops when none waits.
  const release = () => {
    const waiter = queue.shift();
    if (waiter) waiter();
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get pending() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= max) {
        if (queue.length >= maxPending) throw new QueueFullError();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
