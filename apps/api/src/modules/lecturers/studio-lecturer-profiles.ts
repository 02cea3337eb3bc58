// Lecturer profiles in the studio (docs/product/studio.md, decision 0064): thin resolvers over the
// domain, which decides who may (a lecturer their own, administrators anyone's).
import { getStudioLecturerProfile, listStudioLecturers, updateLecturerProfile } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { callerOf } from '../auth/caller';
import { LecturerRef } from '../catalog/refs';

const SocialLinksInput = builder.inputType('LecturerSocialLinksInput', {
  description: 'Full https addresses; empty or null: none',
  fields: (t) => ({
    website: t.string(),
    linkedin: t.string(),
    x: t.string(),
    facebook: t.string(),
    youtube: t.string(),
  }),
});

const UpdateLecturerProfileInput = builder.inputType('UpdateLecturerProfileInput', {
  fields: (t) => ({
    lecturerId: t.id({ description: "Administrators: whose profile; absent: the caller's own" }),
    version: t.int({ description: 'The version opened' }),
    arBio: t.string(),
    enBio: t.string(),
    jobTitleId: t.id({ description: 'An active job title (activeJobTitles); null: none' }),
    profilePicture: t.string({ description: 'A published PROFILE_PICTURE upload of the editor; null: none' }),
    socialLinks: t.field({ type: SocialLinksInput }),
  }),
});

const profileResponse = envelopeOf('StudioLecturerProfileResponse', LecturerRef);

builder.queryField('studioLecturers', (t) =>
  t.field({
    type: paginatedEnvelope('StudioLecturer', LecturerRef),
    description:
      "Studio, administrators and approved lecturers: the public lecturers by name — the profiles administrators may edit, and a program's co-lecturer choices (decision 0076).",
    resolve: (_root, _args, ctx) =>
      respond(ctx, async () => wholeList(await listStudioLecturers(ctx.deps, callerOf(ctx), ctx.locale))),
  }),
);

builder.queryField('studioLecturerProfile', (t) =>
  t.field({
    type: profileResponse,
    description:
      "Studio: a lecturer's public profile to edit — a lecturer's own (another's: NOT_FOUND), any for administrators.",
    args: { lecturerId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getStudioLecturerProfile(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('updateLecturerProfile', (t) =>
  t.field({
    type: profileResponse,
    description:
      "Studio: saves a lecturer's public profile from the version opened (another save in between: VERSION_CONFLICT). A lecturer their own, administrators anyone's. Audited; public pages refresh.",
    args: { input: t.arg({ type: UpdateLecturerProfileInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => updateLecturerProfile(ctx.deps, callerOf(ctx), args.input), 'LECTURER_PROFILE_SAVED'),
  }),
);
