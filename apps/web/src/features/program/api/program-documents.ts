import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A lecturer as the program page shows them, the owner and each co-lecturer alike (decision 0076). */
const ProgramLecturerFields = graphql(`
  fragment ProgramLecturerFields on Lecturer {
    slug
    fullName
    bio
    profilePicture
    jobTitle { localizedName }
  }
`);

/** Everything the public program page shows, shared by the page and a signed preview of it. */
export const ProgramPageFields = graphql(
  `
  fragment ProgramPageFields on LearningProgram {
    id
    slug
    type
    title
    summary
    about
    outcomes
    requirements
    audience
    seoTitle
    seoDescription
    thumbnail
    promoVideo
    level
    language
    learningTime
    learningTimeUnit
    averageRating
    totalNumberOfRatings
    enrolledUsersCount
    sectionsCount
    lessonsCount
    isLiveCourse
    originalPrice
    priceAfterDiscount
    offerEndsAt
    vatRate
    priceWithVat
    ACE_Certificate
    hasCertificate
    aceDaysToGetCertified
    publishedAt
    updatedAt
    category { slug name }
    lecturer { ...ProgramLecturerFields }
    coLecturers { ...ProgramLecturerFields }
    sections {
      id
      title
      order
      lessonsCount
      learningTimeInMinutes
      lessons { id title type duration isPreview order liveSessionStartAt liveSessionEndAt }
    }
  }
`,
  [ProgramLecturerFields],
);

/** The public program page's program; the same for every visitor (cached). */
export const programQuery = graphql(
  `
  query course($courseId: String, $slug: String) {
    course(courseId: $courseId, slug: $slug) {
      ...EnvelopeFields
      data {
        ...ProgramPageFields
      }
    }
  }
`,
  [EnvelopeFields, ProgramPageFields],
);

/** A program in any state as its page will show it, for the holder of a preview link (decision 0063). */
export const programPreviewQuery = graphql(
  `
  query programPreview($token: String) {
    programPreview(token: $token) {
      ...EnvelopeFields
      data {
        ...ProgramPageFields
      }
    }
  }
`,
  [EnvelopeFields, ProgramPageFields],
);

export type ProgramData = ResultOf<typeof ProgramPageFields>;
export type SyllabusSectionData = ProgramData['sections'][number];

/** Browser side, signed in: the viewer's own state of the program (docs/ARCHITECTURE.md). */
export const programViewerQuery = graphql(
  `
  query course($courseId: String) {
    course(courseId: $courseId) {
      ...EnvelopeFields
      data { id addedToCart isEnrolled }
    }
  }
`,
  [EnvelopeFields],
);

/** Browser side, signed in: the viewer's own state of a diploma, with its credit for programs owned (decision 0040). */
export const diplomaViewerQuery = graphql(
  `
  query diploma($diplomaId: String) {
    diploma(diplomaId: $diplomaId) {
      ...EnvelopeFields
      data {
        id
        addedToCart
        isEnrolled
        ownedProgramsCredit { ownedCount programsCount amount price priceWithVat allOwned }
      }
    }
  }
`,
  [EnvelopeFields],
);

export type DiplomaCreditData = NonNullable<
  NonNullable<ResultOf<typeof diplomaViewerQuery>['diploma']['data']>['ownedProgramsCredit']
>;
