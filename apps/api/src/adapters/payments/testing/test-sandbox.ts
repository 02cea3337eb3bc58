/** The sandbox secret test servers use, so tests can sign callbacks the server accepts. */
export const TEST_SANDBOX_HMAC_SECRET = 'manara-test-sandbox-hmac-secret-do-not-use-elsewhere';

/** Environment for a test API: the sandbox with the known secret, never a Paymob set in the developer's shell. */
export function sandboxTestEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('PAYMOB_')));
  return { ...clean, SANDBOX_HMAC_SECRET: TEST_SANDBOX_HMAC_SECRET };
}
