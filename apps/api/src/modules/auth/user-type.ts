import { arFullName, enFullName, fullNameIn, type UserProfile } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf } from '../../envelope';
import { cartItemsCountOf } from '../commerce/cart-count-loader';
import { unseenNotificationsCountOf } from '../notifications/unseen-count-loader';
import { LanguageEnum, UserRoleEnum } from './enums';

/** A user as the API shows it; `token` is set only in a login answer to a non-web client. */
export type UserView = UserProfile & { token: string | null };

export function toUserView(user: UserProfile, token: string | null = null): UserView {
  return { ...user, token };
}

/** docs/product/accounts.md User: every field; localised `fullName` follows the request's language. */
export const UserRef = builder.objectRef<UserView>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    email: t.exposeString('email'),
    unverifiedEmail: t.exposeString('unverifiedEmail', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    token: t.exposeString('token', { nullable: true }),
    favLang: t.expose('favLang', { type: LanguageEnum }),
    arFullName: t.string({ resolve: (user) => arFullName(user) }),
    enFullName: t.string({ resolve: (user) => enFullName(user) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    arFirstName: t.exposeString('arFirstName'),
    arLastName: t.exposeString('arLastName'),
    fullName: t.string({ resolve: (user, _args, ctx) => fullNameIn(user, ctx.locale) }),
    slug: t.exposeString('slug'),
    profilePicture: t.exposeString('profilePicture', { nullable: true }),
    hasPassword: t.exposeBoolean('hasPassword'),
    notificationsCount: t.int({
      description: 'Unseen notifications',
      resolve: (user, _args, ctx) => unseenNotificationsCountOf(ctx, user.id),
    }),
    cartItemsCount: t.int({ resolve: (user, _args, ctx) => cartItemsCountOf(ctx, user.id) }),
    role: t.expose('role', { type: UserRoleEnum }),
    isBlocked: t.exposeBoolean('isBlocked'),
    isDeleted: t.exposeBoolean('isDeleted'),
    lastActiveAt: t.expose('lastActiveAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const UserResponse = envelopeOf('UserResponse', UserRef);

export interface LoginPayload {
  user: UserView;
  /** Null for the web client, which gets the httpOnly cookie instead. */
  token: string | null;
  expiresAt: Date;
}

export const LoginPayloadRef = builder.objectRef<LoginPayload>('LoginPayload').implement({
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (p) => p.user }),
    token: t.exposeString('token', { nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

export const LoginResponse = envelopeOf('LoginResponse', LoginPayloadRef);
