import type { CertificateView } from '@manara/domain';
import { builder } from '../../builder';
import { ProgramTypeEnum } from '../catalog/enums';
import { inLocale } from '../catalog/localized';

export const CertificationTypeEnum = builder.enumType('CertificationType', { values: ['COMPLETION', 'ACE'] as const });

/** docs/product/learning.md Certification plus every fact the certificate prints (the verification page shows them all). */
export const CertificationRef = builder.objectRef<CertificateView>('Certification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'Human-readable unique code printed on the certificate' }),
    learningProgramId: t.exposeID('programId'),
    learningProgramType: t.expose('programType', { type: ProgramTypeEnum }),
    certificationType: t.expose('certificationType', { type: CertificationTypeEnum }),
    pending: t.exposeBoolean('pending', { description: 'ACE certificate before its date: not valid yet, no PDF' }),
    revoked: t.exposeBoolean('revoked'),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    revokedReason: t.exposeString('revokedReason', {
      nullable: true,
      description: 'Why it was revoked, as the moderator wrote it',
    }),
    programTitle: t.string({ resolve: (c, _a, ctx) => inLocale(ctx, c.arProgramTitle, c.enProgramTitle) }),
    arProgramTitle: t.exposeString('arProgramTitle'),
    enProgramTitle: t.exposeString('enProgramTitle'),
    learnerName: t.string({ resolve: (c, _a, ctx) => inLocale(ctx, c.arLearnerName, c.enLearnerName) }),
    arLearnerName: t.exposeString('arLearnerName'),
    enLearnerName: t.exposeString('enLearnerName'),
    lecturerName: t.string({
      nullable: true,
      resolve: (c, _a, ctx) => inLocale(ctx, c.arLecturerName, c.enLecturerName) || null,
    }),
    arLecturerName: t.exposeString('arLecturerName', { nullable: true }),
    enLecturerName: t.exposeString('enLecturerName', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime' }),
    issuedAt: t.expose('issuedAt', {
      type: 'DateTime',
      description: 'The date printed (show it on the Cairo calendar)',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    previewArUrl: t.exposeString('previewArUrl', { description: 'Site-relative; the Arabic PDF shown inline' }),
    previewEnUrl: t.exposeString('previewEnUrl'),
    downloadArUrl: t.exposeString('downloadArUrl', { description: 'Site-relative; the Arabic PDF as an attachment' }),
    downloadEnUrl: t.exposeString('downloadEnUrl'),
    openBadgeUrl: t.exposeString('openBadgeUrl', { description: 'Site-relative; Open Badges 3.0 credential (JSON)' }),
    verificationUrl: t.string({
      description: 'Public verification page in the request language',
      resolve: (c, _a, ctx) => c.verificationUrls[ctx.locale],
    }),
    linkedInUrl: t.string({
      description: 'LinkedIn "Add to profile" link, in the request language',
      resolve: (c, _a, ctx) => c.linkedInUrls[ctx.locale],
    }),
  }),
});
