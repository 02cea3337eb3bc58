/** The sandbox secret test servers use, so tests can sign callbacks the server accepts. */
export const TEST_SANDBOX_HMAC_SECRET = 'manara-test-sandbox-hmac-secret-do-not-use-elsewhere';
/** The web-proxy secret test servers use, so tests can act as our web server and name a client address. */
export const TEST_PROXY_SECRET = 'manara-test-proxy-secret-do-not-use-elsewhere';

/**
 * Environment for a test API: the sandbox (asked for) with the known secret, never a Paymob set in
 * the developer's shell, and the known proxy secret (nothing is written into the repository's .data).
 */
export function sandboxTestEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('PAYMOB_')));
  return {
    ...clean,
    SANDBOX_HMAC_SECRET: TEST_SANDBOX_HMAC_SECRET,
    // Asked for explicitly, as production requires (decision 0031).
    PAYMENTS_SANDBOX: 'true',
    INTERNAL_PROXY_SECRET: TEST_PROXY_SECRET,
  };
}
