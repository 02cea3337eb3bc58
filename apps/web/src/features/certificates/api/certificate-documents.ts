import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** Every fact printed on a certificate, and its files. */
export const CertificationFields = graphql(`
  fragment CertificationFields on Certification {
    id code certificationType learningProgramId learningProgramType
    programTitle arProgramTitle enProgramTitle
    learnerName arLearnerName enLearnerName
    lecturerName arLecturerName enLecturerName
    issuedAt completedAt createdAt pending revoked revokedAt revokedReason
    previewArUrl previewEnUrl downloadArUrl downloadEnUrl
    linkedInUrl openBadgeUrl verificationUrl
  }
`);

export const myCertificationsQuery = graphql(
  `
  query myCertifications($paginate: PaginateInput) {
    myCertifications(paginate: $paginate) {
      ...EnvelopeFields
      data { items { ...CertificationFields } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`,
  [EnvelopeFields, CertificationFields],
);

export const certificationQuery = graphql(
  `
  query certification($certificateId: ID) {
    certification(certificateId: $certificateId) { ...EnvelopeFields data { ...CertificationFields } }
  }
`,
  [EnvelopeFields, CertificationFields],
);

export const createCertificationMutation = graphql(
  `
  mutation createCertification($input: CreateCertificationInput) {
    createCertification(input: $input) { ...EnvelopeFields data { id pending } }
  }
`,
  [EnvelopeFields],
);

export type CertificationData = ResultOf<typeof CertificationFields>;
