/**
 * How long each part runs. The short form is CI's (`npm test`, step `reliability`); the long form
 * (RELIABILITY_LONG=1) runs the same checks for longer.
 */
const long = process.env.RELIABILITY_LONG === '1';

export const settings = {
  long,
  /** The load test's measured run, after a warm-up. */
  loadSeconds: long ? 300 : 15,
  warmUpSeconds: long ? 20 : 4,
  /** Mixed traffic around a database outage: before, during and after. */
  faultPhaseSeconds: long ? 30 : 5,
  /** Concurrent replays of one signed webhook. */
  replays: 100,
} as const;
