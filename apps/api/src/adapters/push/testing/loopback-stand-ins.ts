import type { PushEndpointPolicy } from '../push-endpoint-policy';

/**
 * Tests only: lets Web Push reach the local stand-ins (http://127.0.0.1:<port>). Passed in code
 * to createPushSender by test servers; production builds its sender without a policy and gets
 * PUSH_SERVICES_ONLY, which nothing in the environment can change.
 */
export const LOOPBACK_STAND_INS: PushEndpointPolicy = {
  allowsUrl: (url) => url.protocol === 'http:' && url.hostname === '127.0.0.1',
  allowsAddress: (address) => address === '127.0.0.1',
  resolve: async (hostname) => [hostname],
};
