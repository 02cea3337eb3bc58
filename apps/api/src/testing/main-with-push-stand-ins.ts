import { LOOPBACK_STAND_INS } from '../adapters/push/testing/loopback-stand-ins';
import { loadConfig } from '../config';
import { runApi } from '../run-api';

/**
 * The API process for suites that watch Web Push arrive at a local stand-in (reliability): the
 * same start as main.ts, with the loopback push policy passed in code. Production's entry point
 * has no way to ask for it (decision 0032).
 */
await runApi(loadConfig(), { pushEndpointPolicy: LOOPBACK_STAND_INS });
