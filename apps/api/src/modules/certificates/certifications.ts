import { createCertification, getCertification, listMyCertifications } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, PaginateInput } from '../../pagination';
import { CertificationRef } from './certification-type';

const CertificationResponse = envelopeOf('CertificationResponse', CertificationRef);

builder.queryField('myCertifications', (t) =>
  t.field({
    type: paginatedEnvelope('Certification', CertificationRef),
    description: "Signed-in only. The learner's certificates (pending ones included), newest first",
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listMyCertifications(ctx.deps, ctx.caller, args)),
  }),
);

builder.queryField('certification', (t) =>
  t.field({
    type: CertificationResponse,
    description:
      'Public verification: every fact printed on the certificate. Pending ones only for their owner; NOT_FOUND otherwise',
    args: { certificateId: t.arg.id() },
    resolve: (_r, args, ctx) => respond(ctx, () => getCertification(ctx.deps, ctx.caller, args.certificateId)),
  }),
);

const CreateCertificationInput = builder.inputType('CreateCertificationInput', {
  fields: (t) => ({ learningProgramId: t.id() }),
});

builder.mutationField('createCertification', (t) =>
  t.field({
    type: CertificationResponse,
    description:
      'Issues the certificate of a completed program (idempotent); PROGRAM_NOT_COMPLETED, CERTIFICATE_NOT_OFFERED, FORBIDDEN when not enrolled',
    args: { input: t.arg({ type: CreateCertificationInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => createCertification(ctx.deps, ctx.caller, args.input)),
  }),
);
