import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** One program's progress, as every learning operation answers it. */
export const ProgressFields = graphql(`
  fragment ProgressFields on ProgramProgress {
    programId
    percentage
    completedLessonsCount
    lessonsCount
    isCompleted
    completedAt
  }
`);

/** A syllabus row: no content, the viewer's tick and lock. */
export const SyllabusLessonFields = graphql(`
  fragment SyllabusLessonFields on LearningLesson {
    id
    title
    type
    order
    duration
    isPreview
    isAvailable
    isCompleted
    liveSessionStartAt
    liveSessionEndAt
  }
`);

export const SyllabusSectionFields = graphql(
  `
  fragment SyllabusSectionFields on LearningSection {
    id
    title
    order
    lessonsCount
    learningTimeInMinutes
    lessons { ...SyllabusLessonFields }
  }
`,
  [SyllabusLessonFields],
);

const PageInfoFields = graphql(`
  fragment LearningPageInfo on PageInfo { page limit totalCount totalPages hasNext }
`);

export const MyProgramFields = graphql(
  `
  fragment MyProgramFields on MyLearningProgram {
    enrolledAt
    program { id slug type title thumbnail lessonsCount lecturer { fullName } }
    progress { ...ProgressFields }
    nextLesson { id programId }
  }
`,
  [ProgressFields],
);

export const myInProgressQuery = graphql(
  `
  query myInProgress($paginate: PaginateInput) {
    myInProgress(paginate: $paginate) {
      ...EnvelopeFields
      data { items { ...MyProgramFields } pageInfo { ...LearningPageInfo } }
    }
  }
`,
  [EnvelopeFields, MyProgramFields, PageInfoFields],
);

export const myCompletedQuery = graphql(
  `
  query myCompleted($paginate: PaginateInput) {
    myCompleted(paginate: $paginate) {
      ...EnvelopeFields
      data { items { ...MyProgramFields } pageInfo { ...LearningPageInfo } }
    }
  }
`,
  [EnvelopeFields, MyProgramFields, PageInfoFields],
);

export const insideCourseInfoQuery = graphql(
  `
  query insideCourseInfo($courseId: String) {
    insideCourseInfo(courseId: $courseId) {
      ...EnvelopeFields
      data {
        isEnrolled
        program {
          id slug type title summary thumbnail hasCertificate ACE_Certificate aceDaysToGetCertified
          lessonsCount sectionsCount videosCount articlesCount liveSessionsCount quizzesCount
          lecturer { fullName }
        }
        progress { ...ProgressFields }
        resumeLesson { id title type }
      }
    }
  }
`,
  [EnvelopeFields, ProgressFields],
);

export const sectionsPageQuery = graphql(
  `
  query sectionsAndLessonsByCourseId($courseId: String, $paginate: PaginateInput) {
    sectionsAndLessonsByCourseId(courseId: $courseId, paginate: $paginate) {
      ...EnvelopeFields
      data { items { ...SyllabusSectionFields } pageInfo { ...LearningPageInfo } }
    }
  }
`,
  [EnvelopeFields, SyllabusSectionFields, PageInfoFields],
);

export const wholeSyllabusQuery = graphql(
  `
  query insideCourseSallabusSite($courseId: String) {
    insideCourseSallabusSite(courseId: $courseId) {
      ...EnvelopeFields
      data { items { ...SyllabusSectionFields } }
    }
  }
`,
  [EnvelopeFields, SyllabusSectionFields],
);

const NeighbourFields = graphql(`
  fragment NeighbourFields on NeighbourLesson { id title type isAvailable }
`);

export const lessonQuery = graphql(
  `
  query lessonSite($lessonId: String) {
    lessonSite(lessonId: $lessonId) {
      ...EnvelopeFields
      data {
        id programId title type content overview duration isPreview isAvailable isCompleted isPassed
        videoId resumePositionSeconds
        liveSessionStartAt liveSessionEndAt liveSessionState liveSessionUrl
        passingGrade numberOfQuestions availableAttemptsForUser
        section { id title }
        resources { id title type downloadUrl }
        previousLesson { ...NeighbourFields }
        nextLesson { ...NeighbourFields }
      }
    }
  }
`,
  [EnvelopeFields, NeighbourFields],
);

export const videoCredentialsQuery = graphql(
  `
  query getBunnyViewVideoCredentials($input: VideoCredentialsInput) {
    getBunnyViewVideoCredentials(input: $input) { ...EnvelopeFields data { finalUrl isReady expiresAt player posterUrl } }
  }
`,
  [EnvelopeFields],
);

export const saveLessonPositionMutation = graphql(
  `
  mutation saveLessonPosition($input: SaveLessonPositionInput) {
    saveLessonPosition(input: $input) { ...EnvelopeFields data { lessonId positionSeconds } }
  }
`,
  [EnvelopeFields],
);

/** What ticking or completing a lesson answers: the tick and the program's progress after it. */
const LessonCompletionFields = graphql(
  `
  fragment LessonCompletionFields on LessonCompletion { lessonId isCompleted progress { ...ProgressFields } }
`,
  [ProgressFields],
);

export const toggleLessonCompletionMutation = graphql(
  `
  mutation toggleLessonCompletion($lessonId: String) {
    toggleLessonCompletion(lessonId: $lessonId) { ...EnvelopeFields data { ...LessonCompletionFields } }
  }
`,
  [EnvelopeFields, LessonCompletionFields],
);

/** Marks a lesson done and leaves a done one done: the player's call after most of a video. */
export const completeLessonMutation = graphql(
  `
  mutation completeLesson($lessonId: String) {
    completeLesson(lessonId: $lessonId) { ...EnvelopeFields data { ...LessonCompletionFields } }
  }
`,
  [EnvelopeFields, LessonCompletionFields],
);

export type ProgressData = ResultOf<typeof ProgressFields>;
export type MyProgramData = ResultOf<typeof MyProgramFields>;
export type SyllabusSectionData = ResultOf<typeof SyllabusSectionFields>;
export type SyllabusLessonData = ResultOf<typeof SyllabusLessonFields>;
export type CourseInfoData = NonNullable<ResultOf<typeof insideCourseInfoQuery>['insideCourseInfo']['data']>;
export type LessonData = NonNullable<ResultOf<typeof lessonQuery>['lessonSite']['data']>;
export type NeighbourData = NonNullable<LessonData['nextLesson']>;
