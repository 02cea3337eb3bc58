import { graphql, type ResultOf } from '@/shared/graphql/graphql';

/** Every fact printed on a certificate, and its files. */
export const CertificationFields = graphql(`
  fragment CertificationFields on Certification {
    id code certificationType learningProgramId learningProgramType
    programTitle arProgramTitle enProgramTitle
    learnerName arLearnerName enLearnerName
    lecturerName arLecturerName enLecturerName
    issuedAt completedAt createdAt pending revoked
    previewArUrl previewEnUrl downloadArUrl downloadEnUrl
    linkedInUrl openBadgeUrl verificationUrl
  }
`);

export const myCertificationsQuery = graphql(
  `
  query myCertifications($paginate: PaginateInput) {
    myCertifications(paginate: $paginate) {
      code success message
      data { items { ...CertificationFields } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`,
  [CertificationFields],
);

export const certificationQuery = graphql(
  `
  query certification($certificateId: ID) {
    certification(certificateId: $certificateId) { code success message data { ...CertificationFields } }
  }
`,
  [CertificationFields],
);

export const createCertificationMutation = graphql(`
  mutation createCertification($input: CreateCertificationInput) {
    createCertification(input: $input) { code success message data { id pending } }
  }
`);

export type CertificationData = ResultOf<typeof CertificationFields>;
