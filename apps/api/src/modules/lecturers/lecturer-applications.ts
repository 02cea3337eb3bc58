import {
  getLecturerApplication,
  listLecturerApplications,
  rejectLecturerApplication,
  requestLecturerCvDownload,
  verifyLecturerApplication,
  type LecturerCvLink,
  type StudioLecturerApplicationDetailView,
  type StudioLecturerApplicationView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { callerOf } from '../auth/caller';
import { FieldOfTrainingRef, JobTitleRef } from '../catalog/refs';
import { LecturerStatusEnum } from './lecturer-type';

// The studio's lecturer applications (docs/product/studio.md, decision 0051): administrators only.

const StudioLecturerApplicationRef = builder
  .objectRef<StudioLecturerApplicationView>('StudioLecturerApplication')
  .implement({
    description: 'An application to teach as the studio queue lists it',
    fields: (t) => ({
      id: t.exposeID('id'),
      email: t.exposeString('email'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      arFirstName: t.exposeString('arFirstName'),
      arLastName: t.exposeString('arLastName'),
      status: t.expose('status', { type: LecturerStatusEnum }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    }),
  });

const StudioLecturerApplicationDetailRef = builder
  .objectRef<StudioLecturerApplicationDetailView>('StudioLecturerApplicationDetail')
  .implement({
    description: 'Everything the applicant gave, for the administrator deciding',
    fields: (t) => ({
      application: t.field({ type: StudioLecturerApplicationRef, resolve: (d) => d }),
      phone: t.exposeString('phone', { description: 'E.164' }),
      fieldOfTraining: t.field({ type: FieldOfTrainingRef, resolve: (d) => d.fieldOfTraining }),
      jobTitle: t.field({ type: JobTitleRef, resolve: (d) => d.jobTitle }),
      enBio: t.exposeString('enBio'),
      arBio: t.exposeString('arBio'),
      rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
      userId: t.exposeID('userId', { nullable: true, description: 'The account, once known' }),
      lecturerId: t.exposeID('lecturerId', { nullable: true, description: 'The lecturer profile once approved' }),
    }),
  });

const LecturerCvLinkRef = builder.objectRef<LecturerCvLink>('LecturerCvLink').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Site-relative and signed; works until expiresAt without a session' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.queryField('studioLecturerApplications', (t) =>
  t.field({
    type: paginatedEnvelope('StudioLecturerApplication', StudioLecturerApplicationRef),
    description: 'Studio, administrators only: lecturer applications, pending first (oldest first among them).',
    args: {
      paginate: t.arg({ type: PaginateInput }),
      status: t.arg({ type: LecturerStatusEnum }),
      search: t.arg.string({ description: 'Part of a name (either language) or of the e-mail' }),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listLecturerApplications(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('studioLecturerApplication', (t) =>
  t.field({
    type: envelopeOf('StudioLecturerApplicationDetailResponse', StudioLecturerApplicationDetailRef),
    description: 'Studio, administrators only: one lecturer application with every field the applicant gave.',
    args: { applicationId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getLecturerApplication(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('lecturerApplicationCvLink', (t) =>
  t.field({
    type: envelopeOf('LecturerCvLinkResponse', LecturerCvLinkRef),
    description: "Administrators only: a short-lived signed link to an application's CV (decision 0051).",
    args: { applicationId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => requestLecturerCvDownload(ctx.deps, callerOf(ctx), args)),
  }),
);

const applicationResponse = envelopeOf('StudioLecturerApplicationResponse', StudioLecturerApplicationRef);

builder.mutationField('verifyLecturerApplication', (t) =>
  t.field({
    type: applicationResponse,
    description:
      'Administrators only: approves a pending application; the account becomes a lecturer with studio access. A decided application: LECTURER_APPLICATION_REVIEWED.',
    args: { applicationId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => verifyLecturerApplication(ctx.deps, callerOf(ctx), args), 'LECTURER_APPLICATION_APPROVED'),
  }),
);

builder.mutationField('rejectLecturerApplication', (t) =>
  t.field({
    type: applicationResponse,
    description:
      'Administrators only: rejects a pending application with a reason (3–1000 characters) the applicant reads. A decided application: LECTURER_APPLICATION_REVIEWED.',
    args: { applicationId: t.arg.id(), reason: t.arg.string() },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => rejectLecturerApplication(ctx.deps, callerOf(ctx), args), 'LECTURER_APPLICATION_REJECTED'),
  }),
);
