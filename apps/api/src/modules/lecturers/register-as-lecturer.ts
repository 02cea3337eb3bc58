import { getMyLecturerApplication, registerAsLecturer, type LecturerApplicationView } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { callerOf } from '../auth/caller';
import { LecturerStatusEnum } from './lecturer-type';

// Every field is optional at the GraphQL level: the domain's zod schema reports missing or
// malformed values as VALIDATION_FAILED with one translated error per field.
const RegisterAsLecturerInput = builder.inputType('RegisterAsLecturerInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    arFirstName: t.string(),
    arLastName: t.string(),
    email: t.string(),
    code: t.string({ description: 'The LECTURER_EMAIL_VERIFICATION code sent by sendEmailVerificationCode' }),
    phone: t.string({ description: 'As typed; Arabic-Indic digits accepted' }),
    phoneCountry: t.string({ description: 'ISO 3166-1 alpha-2 country for a number typed without +' }),
    fieldOfTrainingId: t.id(),
    jobTitleId: t.id(),
    enBio: t.string(),
    arBio: t.string(),
    cvFile: t.string({ description: 'Key of a LECTURER_CV_FILE upload (generateUploadLink)' }),
  }),
});

const LecturerApplicationRef = builder.objectRef<LecturerApplicationView>('LecturerApplication').implement({
  description: 'An application to teach, reviewed by the team',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    status: t.expose('status', { type: LecturerStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    rejectionReason: t.exposeString('rejectionReason', {
      nullable: true,
      description: "The administrator's reason when REJECTED",
    }),
    reapplyAt: t.expose('reapplyAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When REJECTED: from when the applicant may apply again (decision 0051)',
    }),
  }),
});

builder.mutationField('registerAsLecturer', (t) =>
  t.field({
    type: envelopeOf('LecturerApplicationResponse', LecturerApplicationRef),
    description: 'Applies to teach, signed in or out; creates a PENDING application.',
    args: { input: t.arg({ type: RegisterAsLecturerInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => registerAsLecturer(ctx.deps, callerOf(ctx), input), 'LECTURER_APPLICATION_SUBMITTED'),
  }),
);

builder.queryField('myLecturerApplication', (t) =>
  t.field({
    type: envelopeOf('MyLecturerApplicationResponse', LecturerApplicationRef),
    description:
      "Signed in: the viewer's latest application to teach (by account or e-mail), or null; /join-as-lecturer shows it.",
    resolve: (_root, _args, ctx) => respond(ctx, () => getMyLecturerApplication(ctx.deps, callerOf(ctx))),
  }),
);
