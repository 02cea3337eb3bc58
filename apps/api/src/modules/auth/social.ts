import {
  checkSocialProviderStatus,
  listSocialSignInProviders,
  socialLogin,
  socialMerge,
  socialRegister,
  type LoginResult,
  type SocialProviderPublicConfig,
  type SocialProviderStatus,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import type { RequestContext } from '../../context';
import { callerOf } from './caller';
import {
  CheckSocialProviderStatusInput,
  SocialLoginInput,
  SocialMergeInput,
  SocialRegisterInput,
} from './social-inputs';
import { LoginResponse, toUserView } from './user-type';

// Social sign-in (decision 0017). Without GOOGLE_CLIENT_ID/SECRET every operation answers
// SOCIAL_LOGIN_NOT_CONFIGURED and socialSignInProviders lists none (docs/ARCHITECTURE.md).

const SocialActionRequiredEnum = builder.enumType('SocialActionRequired', {
  description:
    'LOGIN: linked, call socialLogin; MERGE: an account has this e-mail, call socialMerge; REGISTER: call socialRegister',
  values: ['LOGIN', 'MERGE', 'REGISTER'] as const,
});

/** docs/product/accounts.md: the status check tells the client what to do next (log in, merge or register). */
const SocialProviderStatusRef = builder.objectRef<SocialProviderStatus>('SocialProviderStatus').implement({
  fields: (t) => ({
    actionRequired: t.expose('actionRequired', { type: SocialActionRequiredEnum }),
    idToken: t.exposeString('idToken', { description: 'Send back as input.idToken in the next call' }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    hasPassword: t.exposeBoolean('hasPassword', {
      description: 'MERGE: whether the account can be confirmed by password (else by code)',
    }),
  }),
});
const SocialProviderStatusResponse = envelopeOf('SocialProviderStatusResponse', SocialProviderStatusRef);

const SocialProviderConfigRef = builder.objectRef<SocialProviderPublicConfig>('SocialProviderConfig').implement({
  fields: (t) => ({
    provider: t.exposeString('provider'),
    clientId: t.exposeString('clientId'),
    authorizationEndpoint: t.exposeString('authorizationEndpoint'),
    redirectUri: t.exposeString('redirectUri'),
    scope: t.exposeString('scope'),
  }),
});
const SocialSignInProvidersRef = builder
  .objectRef<{ providers: SocialProviderPublicConfig[] }>('SocialSignInProviders')
  .implement({
    fields: (t) => ({ providers: t.field({ type: [SocialProviderConfigRef], resolve: (p) => p.providers }) }),
  });

builder.queryField('socialSignInProviders', (t) =>
  t.field({
    type: envelopeOf('SocialSignInProvidersResponse', SocialSignInProvidersRef),
    description: 'Configured social sign-in providers and what the browser needs to open their popup; empty when off',
    resolve: (_root, _args, ctx) => respond(ctx, () => listSocialSignInProviders(ctx.deps)),
  }),
);

builder.mutationField('checkSocialProviderStatus', (t) =>
  t.field({
    type: SocialProviderStatusResponse,
    args: { input: t.arg({ type: CheckSocialProviderStatusInput }) },
    resolve: (_root, { input }, ctx) => respond(ctx, () => checkSocialProviderStatus(ctx.deps, callerOf(ctx), input)),
  }),
);

/** Like emailAndPasswordLogin: the web gets the httpOnly cookie, other clients the bearer token. */
function sessionAnswer(ctx: RequestContext, result: LoginResult) {
  ctx.session.set(result.token, result.expiresAt);
  const token = ctx.isWebClient ? null : result.token;
  return { user: toUserView(result.user, token), token, expiresAt: result.expiresAt };
}

const signIns = [
  ['socialLogin', SocialLoginInput, socialLogin, 'LOGGED_IN'],
  ['socialMerge', SocialMergeInput, socialMerge, 'SOCIAL_ACCOUNT_LINKED'],
  ['socialRegister', SocialRegisterInput, socialRegister, 'SOCIAL_REGISTERED'],
] as const;

for (const [name, inputType, run, okCode] of signIns) {
  builder.mutationField(name, (t) =>
    t.field({
      type: LoginResponse,
      args: { input: t.arg({ type: inputType }) },
      resolve: (_root, { input }, ctx) =>
        respond(ctx, async () => sessionAnswer(ctx, await run(ctx.deps, callerOf(ctx), input)), okCode),
    }),
  );
}
