import {
  blockUser,
  changeUserRole,
  deleteUserAccount,
  getStudioUser,
  grantProgram,
  listStudioUsers,
  resendVerification,
  type StudioUserView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond, VoidResponse } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { callerOf } from '../auth/caller';
import { UserRoleEnum } from '../auth/enums';

// The studio's users (docs/product/studio.md, decision 0056): administrators only.

type Row = StudioUserView['user'];

const StudioUserRef = builder.objectRef<Row>('StudioUser').implement({
  description: 'A person as the studio lists them',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    arFirstName: t.exposeString('arFirstName'),
    arLastName: t.exposeString('arLastName'),
    role: t.expose('role', { type: UserRoleEnum }),
    isBlocked: t.exposeBoolean('isBlocked'),
    emailVerified: t.boolean({ resolve: (u) => u.emailVerifiedAt !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastActiveAt: t.expose('lastActiveAt', { type: 'DateTime', nullable: true }),
  }),
});

const UserEnrollmentRef = builder.objectRef<StudioUserView['enrollments'][number]>('StudioUserEnrollment').implement({
  fields: (t) => ({
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    source: t.exposeString('source', { description: 'ORDER, DIPLOMA, FREE or ADMIN' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UserOrderRef = builder.objectRef<StudioUserView['orders'][number]>('StudioUserOrder').implement({
  description: 'One line per item of an order',
  fields: (t) => ({
    reference: t.exposeString('reference'),
    status: t.exposeString('status'),
    total: t.float({ description: 'EGP', resolve: (o) => o.totalPiastres / 100 }),
    itemArTitle: t.exposeString('itemArTitle', { nullable: true }),
    itemEnTitle: t.exposeString('itemEnTitle', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UserCertificateRef = builder
  .objectRef<StudioUserView['certificates'][number]>('StudioUserCertificate')
  .implement({
    fields: (t) => ({
      code: t.exposeString('code'),
      arProgramTitle: t.exposeString('arProgramTitle'),
      enProgramTitle: t.exposeString('enProgramTitle'),
      issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
      revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    }),
  });

const UserSessionRef = builder.objectRef<StudioUserView['sessions'][number]>('StudioUserSession').implement({
  fields: (t) => ({
    deviceName: t.exposeString('deviceName', { nullable: true }),
    device: t.exposeString('device'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime' }),
  }),
});

const StudioUserDetailRef = builder.objectRef<StudioUserView>('StudioUserDetail').implement({
  fields: (t) => ({
    user: t.field({ type: StudioUserRef, resolve: (d) => d.user }),
    enrollments: t.field({ type: [UserEnrollmentRef], resolve: (d) => d.enrollments }),
    orders: t.field({ type: [UserOrderRef], resolve: (d) => d.orders }),
    certificates: t.field({ type: [UserCertificateRef], resolve: (d) => d.certificates }),
    sessions: t.field({ type: [UserSessionRef], resolve: (d) => d.sessions, description: 'Open now' }),
  }),
});

const GrantedRef = builder.objectRef<{ programIds: string[] }>('GrantedPrograms').implement({
  fields: (t) => ({ programIds: t.exposeIDList('programIds', { description: 'With a diploma, its programs too' }) }),
});

builder.queryField('studioUsers', (t) =>
  t.field({
    type: paginatedEnvelope('StudioUser', StudioUserRef),
    description: 'Studio, administrators only: people, newest first, searched by name, e-mail or phone.',
    args: {
      paginate: t.arg({ type: PaginateInput }),
      search: t.arg.string(),
      role: t.arg({ type: UserRoleEnum }),
      blocked: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listStudioUsers(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('studioUser', (t) =>
  t.field({
    type: envelopeOf('StudioUserDetailResponse', StudioUserDetailRef),
    description: 'Studio, administrators only: one person with enrolments, orders, certificates and open sessions.',
    args: { userId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getStudioUser(ctx.deps, callerOf(ctx), args)),
  }),
);

const userResponse = envelopeOf('StudioUserResponse', StudioUserRef);

builder.mutationField('blockUser', (t) =>
  t.field({
    type: userResponse,
    description:
      'Administrators only: blocks an account with a reason; its sessions end. Not an administrator, not oneself.',
    args: { userId: t.arg.id(), reason: t.arg.string() },
    resolve: (_root, args, ctx) => respond(ctx, () => blockUser(ctx.deps, callerOf(ctx), args), 'USER_BLOCKED'),
  }),
);

builder.mutationField('changeUserRole', (t) =>
  t.field({
    type: userResponse,
    description: "Administrators only: USER, LECTURER (approves a lecturer profile) or ADMIN; never one's own.",
    args: { userId: t.arg.id(), role: t.arg({ type: UserRoleEnum }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => changeUserRole(ctx.deps, callerOf(ctx), args), 'USER_ROLE_CHANGED'),
  }),
);

builder.mutationField('grantProgram', (t) =>
  t.field({
    type: envelopeOf('GrantedProgramsResponse', GrantedRef),
    description:
      'Administrators only: gives a published program without payment, with a reason. Already owned: PROGRAM_ALREADY_OWNED.',
    args: { userId: t.arg.id(), programId: t.arg.id(), reason: t.arg.string() },
    resolve: (_root, args, ctx) => respond(ctx, () => grantProgram(ctx.deps, callerOf(ctx), args), 'PROGRAM_GRANTED'),
  }),
);

builder.mutationField('resendVerification', (t) =>
  t.field({
    type: VoidResponse,
    description: 'Administrators only: mails a new verification code to an unverified account.',
    args: { userId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => resendVerification(ctx.deps, callerOf(ctx), args), 'VERIFICATION_SENT'),
  }),
);

builder.mutationField('deleteUserAccount', (t) =>
  t.field({
    type: VoidResponse,
    description:
      "Administrators only: erases an account on its owner's request (orders and invoices kept), with the reason.",
    args: { userId: t.arg.id(), reason: t.arg.string() },
    resolve: (_root, args, ctx) => respond(ctx, () => deleteUserAccount(ctx.deps, callerOf(ctx), args), 'USER_DELETED'),
  }),
);
