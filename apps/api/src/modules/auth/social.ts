import { rejectSocialLogin } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { callerOf } from './caller';
import { CheckSocialProviderStatusInput, SocialLoginInput, SocialMergeInput, SocialRegisterInput } from './inputs';
import { LoginResponse } from './user-type';

/** SPEC §4: the status check tells the client what to do next (log in, merge or register). */
const SocialProviderStatusRef = builder.objectRef<{ actionRequired: string | null }>('SocialProviderStatus').implement({
  fields: (t) => ({ actionRequired: t.exposeString('actionRequired', { nullable: true }) }),
});
const SocialProviderStatusResponse = envelopeOf('SocialProviderStatusResponse', SocialProviderStatusRef);

// Social sign-in is off until a provider is configured: every operation answers
// SOCIAL_LOGIN_NOT_CONFIGURED (DESIGN §5).
const loginLike = [
  ['socialLogin', SocialLoginInput],
  ['socialMerge', SocialMergeInput],
  ['socialRegister', SocialRegisterInput],
] as const;

for (const [name, inputType] of loginLike) {
  builder.mutationField(name, (t) =>
    t.field({
      type: LoginResponse,
      args: { input: t.arg({ type: inputType }) },
      resolve: (_root, { input }, ctx) => respond(ctx, () => rejectSocialLogin(ctx.deps, callerOf(ctx), input)),
    }),
  );
}

builder.mutationField('checkSocialProviderStatus', (t) =>
  t.field({
    type: SocialProviderStatusResponse,
    args: { input: t.arg({ type: CheckSocialProviderStatusInput }) },
    resolve: (_root, { input }, ctx) => respond(ctx, () => rejectSocialLogin(ctx.deps, callerOf(ctx), input)),
  }),
);
