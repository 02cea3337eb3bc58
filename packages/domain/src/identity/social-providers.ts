import type { DomainDeps } from '../deps';
import type { SocialProviderPublicConfig } from '../ports/index';

/** What the sign-in pages need to show "Continue with Google": empty when social sign-in is off. */
export async function listSocialSignInProviders(
  deps: DomainDeps,
): Promise<{ providers: SocialProviderPublicConfig[] }> {
  return { providers: deps.social ? await deps.social.publicConfig() : [] };
}
