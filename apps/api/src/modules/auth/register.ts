import { registerUser } from '@manara/domain';
import { builder } from '../../builder';
import { respond, type Envelope } from '../../envelope';
import { callerOf } from './caller';
import { RegisterAsUserInput } from './inputs';
import { UserResponse, type UserView } from './user-type';

builder.mutationField('registerAsUser', (t) =>
  t.field({
    type: UserResponse,
    description:
      'Sign-up. Answers REGISTERED without data whether or not the e-mail already has an account (its owner is mailed instead); the code step follows either way',
    args: { input: t.arg({ type: RegisterAsUserInput }) },
    resolve: async (_root, { input }, ctx): Promise<Envelope<UserView>> => {
      const envelope = await respond(ctx, () => registerUser(ctx.deps, callerOf(ctx), input), 'REGISTERED');
      return { ...envelope, data: null };
    },
  }),
);
