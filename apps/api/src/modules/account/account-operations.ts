import {
  changeEmail,
  deleteProfilePicture,
  updatePhone,
  updateProfilePicture,
  updateUserProfile,
} from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { callerOf } from '../auth/caller';
import { toUserView, UserResponse } from '../auth/user-type';

const UpdateUserProfileInput = builder.inputType('UpdateUserProfileInput', {
  fields: (t) => ({ firstName: t.string(), lastName: t.string(), arFirstName: t.string(), arLastName: t.string() }),
});
const ChangeEmailInput = builder.inputType('ChangeEmailInput', { fields: (t) => ({ email: t.string() }) });
const UpdatePhoneInput = builder.inputType('UpdatePhoneInput', {
  fields: (t) => ({
    phone: t.string({ description: 'As typed (Arabic-Indic digits allowed); empty removes the phone.' }),
    country: t.string({ description: 'ISO 3166-1 alpha-2 for numbers typed without +.' }),
  }),
});
const UpdateProfilePictureInput = builder.inputType('UpdateProfilePictureInput', {
  fields: (t) => ({ key: t.string({ description: 'A PROFILE_PICTURE upload of the viewer (generateUploadLink).' }) }),
});

builder.mutationField('updateUserProfile', (t) =>
  t.field({
    type: UserResponse,
    args: { input: t.arg({ type: UpdateUserProfileInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, async () => toUserView(await updateUserProfile(ctx.deps, callerOf(ctx), input))),
  }),
);

builder.mutationField('changeEmail', (t) =>
  t.field({
    type: UserResponse,
    description:
      'Mails a code (purpose EMAIL_UPDATE) to the new address, kept as unverifiedEmail until confirmed. An address another account has is answered the same; its owner is mailed instead and no code is sent',
    args: { input: t.arg({ type: ChangeEmailInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, async () => toUserView(await changeEmail(ctx.deps, callerOf(ctx), input)), 'CODE_SENT'),
  }),
);

builder.mutationField('updatePhone', (t) =>
  t.field({
    type: UserResponse,
    args: { input: t.arg({ type: UpdatePhoneInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, async () => toUserView(await updatePhone(ctx.deps, callerOf(ctx), input))),
  }),
);

builder.mutationField('updateProfilePicture', (t) =>
  t.field({
    type: UserResponse,
    args: { input: t.arg({ type: UpdateProfilePictureInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, async () => toUserView(await updateProfilePicture(ctx.deps, callerOf(ctx), input))),
  }),
);

builder.mutationField('deleteProfilePicture', (t) =>
  t.field({
    type: UserResponse,
    resolve: (_root, _args, ctx) =>
      respond(ctx, async () => toUserView(await deleteProfilePicture(ctx.deps, callerOf(ctx)))),
  }),
);
