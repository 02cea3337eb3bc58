/**
 * How long each part runs. The short form is CI's (`npm test`, step `reliability`); the long form
 * (RELIABILITY_LONG=1) runs the same checks for longer.
 */
const long = process.env.RELIABILITY_LONG === '1';

export const settings = {
  long,
  /** The load test's measured run, after a warm-up. */
  loadSeconds: long ? 300 : 15,
  // Long enough for the heap to reach its working size at full speed (a 4 s warm-up left it growing).
  warmUpSeconds: long ? 20 : 10,
  /** Mixed traffic around a database outage: before, during and after. */
  faultPhaseSeconds: long ? 30 : 5,
  /** Concurrent replays of one signed webhook. */
  replays: 100,
} as const;
