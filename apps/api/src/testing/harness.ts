/**
 * What the tools around the API (bench/, reliability/) may use of it: the schema, an in-process
 * server with the real wiring, and the providers' stand-ins. Exported as `@manara/api/harness`;
 * everything else is the API's own business.
 */
export { buildSchema } from '../schema';
export { loadConfig } from '../config';
export { createDeps } from '../deps';
export { buildServer } from '../server';
export { buildTransactionCallback, type SignedCallback } from '../adapters/payments/testing/build-transaction-callback';
export { startPushServiceStandIn } from '../adapters/push/testing/push-service-stand-in';
