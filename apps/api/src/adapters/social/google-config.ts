/** Google sign-in settings from the environment; client id and secret together switch it on. */
export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer; its discovery document names the endpoints. A stand-in's URL in tests. */
  issuer: string;
  /** Where the provider sends the browser back with the code; the token exchange repeats it. */
  redirectUri: string;
}

export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
/** The web's popup callback (apps/web/src/app/[locale]/auth/google/callback/route.ts). */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Undefined when neither GOOGLE_CLIENT_ID nor GOOGLE_CLIENT_SECRET is set (social sign-in off).
 * Only one of them set throws at start-up rather than showing a button that cannot work.
 */
export function readGoogleConfig(env: NodeJS.ProcessEnv, webBaseUrl: string): GoogleSignInConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new Error('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  return {
    clientId,
    clientSecret,
    issuer: trimSlash(env.GOOGLE_ISSUER?.trim() || DEFAULT_GOOGLE_ISSUER),
    redirectUri: env.GOOGLE_REDIRECT_URI?.trim() || `${trimSlash(webBaseUrl)}${GOOGLE_CALLBACK_PATH}`,
  };
}
