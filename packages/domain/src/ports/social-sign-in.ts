/** Social sign-in port: Google's OpenID Connect code flow; absent when not configured. */
export type SocialProviderName = 'GOOGLE';

/** What a verified ID token says about the person (OIDC standard claims). */
export interface SocialIdentity {
  provider: SocialProviderName;
  /** The provider's stable account id (`sub`); accounts are linked by it, never by e-mail. */
  subject: string;
  /** Lower-cased. Only tokens whose e-mail the provider has verified are accepted. */
  email: string;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  picture: string | null;
}

/** What the browser needs to open the provider's authorisation popup. */
export interface SocialProviderPublicConfig {
  provider: SocialProviderName;
  clientId: string;
  authorizationEndpoint: string;
  redirectUri: string;
  scope: string;
}

/**
 * Why a code or token was refused: `code_rejected` the token endpoint refused the code;
 * `invalid` bad signature, issuer, audience, nonce or shape; `expired` past `exp`;
 * `email_unverified` the provider has not verified the e-mail; `unavailable` the provider could
 * not be reached or answered with a server error.
 */
export type SocialTokenFailure = 'code_rejected' | 'invalid' | 'expired' | 'email_unverified' | 'unavailable';

export class SocialTokenError extends Error {
  constructor(
    readonly reason: SocialTokenFailure,
    message: string = reason,
  ) {
    super(message);
    this.name = 'SocialTokenError';
  }
}

export interface SocialSignIn {
  /** Configured providers, for the sign-in buttons; the discovery document is read on first use. */
  publicConfig(): Promise<SocialProviderPublicConfig[]>;
  /** Exchanges an authorisation code at the token endpoint and returns its ID token (JWT). */
  exchangeCode(provider: SocialProviderName, code: string): Promise<string>;
  /** Verifies an ID token: signature against the JWKS, issuer, audience, expiry, nonce when given, e-mail verified. */
  verifyIdToken(provider: SocialProviderName, idToken: string, nonce?: string): Promise<SocialIdentity>;
}
