import { arFullName, cvUrlFor, enFullName, fullNameIn, type LecturerView } from '@manara/domain';
import { builder } from '../../builder';
import type { RequestContext } from '../../context';
import { loadersOf } from '../catalog/loaders';
import { inLocale } from '../catalog/localized';
import { FieldOfTrainingRef, JobTitleRef, LecturerRef, LecturerUserRef, ProgramRef } from '../catalog/refs';

export const LecturerStatusEnum = builder.enumType('LecturerStatus', {
  values: ['PENDING', 'APPROVED', 'REJECTED'] as const,
});

for (const ref of [JobTitleRef, FieldOfTrainingRef]) {
  ref.implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      enName: t.exposeString('enName'),
      arName: t.exposeString('arName'),
      localizedName: t.string({ resolve: (row, _a, ctx) => inLocale(ctx, row.arName, row.enName) }),
    }),
  });
}

/** The public face of a lecturer's account: names, slug and picture only (never e-mail or phone). */
LecturerUserRef.implement({
  fields: (t) => ({
    id: t.exposeID('userId'),
    slug: t.exposeString('slug'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    arFirstName: t.exposeString('arFirstName'),
    arLastName: t.exposeString('arLastName'),
    fullName: t.string({ resolve: (l, _a, ctx) => fullNameIn(l, ctx.locale) }),
    arFullName: t.string({ resolve: (l) => arFullName(l) }),
    enFullName: t.string({ resolve: (l) => enFullName(l) }),
    profilePicture: t.exposeString('profilePicture', { nullable: true }),
  }),
});

const programs = async (l: LecturerView, ctx: RequestContext, diplomas: boolean) =>
  (await loadersOf(ctx).lecturerPrograms.load(l.id)).filter((p) => (p.type === 'DIPLOMA') === diplomas);

/** A lecturer's links on the public page (decision 0064): https addresses, null when unset. */
export const LecturerSocialLinksRef = builder.objectRef<LecturerView['socialLinks']>('LecturerSocialLinks').implement({
  fields: (t) => ({
    website: t.string({ nullable: true, resolve: (l) => l.website ?? null }),
    linkedin: t.string({ nullable: true, resolve: (l) => l.linkedin ?? null }),
    x: t.string({ nullable: true, resolve: (l) => l.x ?? null }),
    facebook: t.string({ nullable: true, resolve: (l) => l.facebook ?? null }),
    youtube: t.string({ nullable: true, resolve: (l) => l.youtube ?? null }),
  }),
});

/** docs/product/accounts.md Lecturer with the user's name fields at the top level too. */
LecturerRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug', { description: "The user's slug (lecturer pages accept it or the id)" }),
    bio: t.string({ resolve: (l, _a, ctx) => inLocale(ctx, l.arBio, l.enBio) }),
    enBio: t.exposeString('enBio'),
    arBio: t.exposeString('arBio'),
    status: t.expose('status', { type: LecturerStatusEnum }),
    cvUrl: t.string({
      nullable: true,
      description: 'Only for the lecturer themself and administrators',
      resolve: (l, _a, ctx) => cvUrlFor(l, ctx.caller.viewer),
    }),
    jobTitle: t.field({
      type: JobTitleRef,
      nullable: true,
      resolve: (l) => l.jobTitle,
    }),
    fieldOfTraining: t.field({
      type: FieldOfTrainingRef,
      nullable: true,
      resolve: (l) => l.fieldOfTraining,
    }),
    user: t.field({ type: LecturerUserRef, resolve: (l) => l }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    arFirstName: t.exposeString('arFirstName'),
    arLastName: t.exposeString('arLastName'),
    fullName: t.string({ resolve: (l, _a, ctx) => fullNameIn(l, ctx.locale) }),
    arFullName: t.string({ resolve: (l) => arFullName(l) }),
    enFullName: t.string({ resolve: (l) => enFullName(l) }),
    profilePicture: t.exposeString('profilePicture', { nullable: true }),
    socialLinks: t.field({ type: LecturerSocialLinksRef, resolve: (l) => l.socialLinks }),
    version: t.exposeInt('version', { description: 'Studio: send it back with the next profile save' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    courses: t.field({
      type: [ProgramRef],
      description: 'Published courses and workshops',
      resolve: (l, _a, ctx) => programs(l, ctx, false),
    }),
    diplomas: t.field({ type: [ProgramRef], resolve: (l, _a, ctx) => programs(l, ctx, true) }),
    coursesCount: t.int({ resolve: async (l, _a, ctx) => (await programs(l, ctx, false)).length }),
    diplomasCount: t.int({ resolve: async (l, _a, ctx) => (await programs(l, ctx, true)).length }),
  }),
});
