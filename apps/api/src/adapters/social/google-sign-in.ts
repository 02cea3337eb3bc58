import { SocialTokenError, type Logger, type SocialProviderName, type SocialSignIn } from '@manara/domain';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { exchangeAuthorizationCode } from './exchange-code';
import type { GoogleSignInConfig } from './google-config';
import { createOidcDiscovery } from './oidc-discovery';
import { verifyIdToken } from './verify-id-token';

const SCOPE = 'openid email profile';

/** Google also signs ID tokens with the bare host as `iss`. */
function acceptedIssuers(issuer: string): string[] {
  const bare = issuer.replace(/^https:\/\//, '');
  return bare === 'accounts.google.com' ? [issuer, bare] : [issuer];
}

/**
 * Google sign-in over OpenID Connect: endpoints from the issuer's discovery document, the code
 * exchanged at its token endpoint, ID tokens verified with jose against its JWKS (fetched once,
 * refetched when a token names an unknown key, i.e. after Google rotates its keys).
 */
export function createGoogleSignIn(config: GoogleSignInConfig, logger: Logger): SocialSignIn {
  const discover = createOidcDiscovery(config.issuer);
  let keys: JWTVerifyGetKey | null = null;
  const keySet = async () => {
    keys ??= createRemoteJWKSet(new URL((await discover()).jwksUri), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
    });
    return keys;
  };
  const assertProvider = (provider: SocialProviderName) => {
    if (provider !== 'GOOGLE') throw new SocialTokenError('invalid', `provider ${String(provider)} is not configured`);
  };

  return {
    async publicConfig() {
      try {
        const { authorizationEndpoint } = await discover();
        return [
          {
            provider: 'GOOGLE',
            clientId: config.clientId,
            authorizationEndpoint,
            redirectUri: config.redirectUri,
            scope: SCOPE,
          },
        ];
      } catch (error) {
        // No button rather than one that fails; the next request tries discovery again.
        logger.warn({ err: (error as Error).message }, 'google sign-in discovery failed');
        return [];
      }
    },
    async exchangeCode(provider, code) {
      assertProvider(provider);
      const { tokenEndpoint } = await discover();
      return exchangeAuthorizationCode({
        tokenEndpoint,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        redirectUri: config.redirectUri,
        code,
      });
    },
    async verifyIdToken(provider, idToken, nonce) {
      assertProvider(provider);
      return verifyIdToken(idToken, await keySet(), {
        provider: 'GOOGLE',
        issuers: acceptedIssuers(config.issuer),
        clientId: config.clientId,
        nonce,
      });
    },
  };
}
