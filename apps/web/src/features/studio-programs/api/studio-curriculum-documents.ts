import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';
import { StudioProgramFields } from './studio-program-documents';

/** The curriculum as its editor reads it; every write answers it again, with the program's new version. */
export const StudioCurriculumFields = graphql(
  `
  fragment StudioCurriculumFields on StudioCurriculum {
    program {
      ...StudioProgramFields
    }
    missingForPublish {
      field
      message
    }
    sections {
      id
      arTitle
      enTitle
      title
      lessons {
        id
        sectionId
        type
        arTitle
        enTitle
        title
        isPreview
        videoId
        durationSeconds
        arContent
        enContent
        liveSessionStartAt
        liveSessionEndAt
        liveSessionUrl
        passingGrade
        maxAttempts
        resources {
          id
          arTitle
          enTitle
          type
          url
        }
        questions {
          id
          arTitle
          enTitle
          title
          isMultipleAnswers
          arExplanation
          enExplanation
          options {
            id
            arTitle
            enTitle
            isCorrect
          }
        }
      }
    }
    diplomaPrograms {
      id
      type
      arTitle
      enTitle
      title
      slug
      publicationStatus
      originalPrice
      priceAfterDiscount
    }
    partsPrice
  }
`,
  [StudioProgramFields],
);
export type StudioCurriculum = ResultOf<typeof StudioCurriculumFields>;
export type CurriculumSection = StudioCurriculum['sections'][number];
export type CurriculumLesson = CurriculumSection['lessons'][number];
export type QuizQuestion = CurriculumLesson['questions'][number];
export type DiplomaPart = StudioCurriculum['diplomaPrograms'][number];

export const studioCurriculumQuery = graphql(
  `
  query studioCurriculum($programId: ID) {
    studioCurriculum(programId: $programId) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const addSectionMutation = graphql(
  `
  mutation addSection($input: AddSectionInput) {
    addSection(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const updateSectionMutation = graphql(
  `
  mutation updateSection($input: UpdateSectionInput) {
    updateSection(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const deleteSectionMutation = graphql(
  `
  mutation deleteSection($input: DeleteSectionInput) {
    deleteSection(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const addLessonMutation = graphql(
  `
  mutation addLesson($input: AddLessonInput) {
    addLesson(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const updateLessonMutation = graphql(
  `
  mutation updateLesson($input: UpdateLessonInput) {
    updateLesson(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const deleteLessonMutation = graphql(
  `
  mutation deleteLesson($input: DeleteLessonInput) {
    deleteLesson(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const addLessonResourceMutation = graphql(
  `
  mutation addLessonResource($input: AddLessonResourceInput) {
    addLessonResource(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const deleteLessonResourceMutation = graphql(
  `
  mutation deleteLessonResource($input: DeleteLessonResourceInput) {
    deleteLessonResource(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const reorderCurriculumMutation = graphql(
  `
  mutation reorderCurriculum($input: ReorderCurriculumInput) {
    reorderCurriculum(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const saveQuizQuestionMutation = graphql(
  `
  mutation saveQuizQuestion($input: SaveQuizQuestionInput) {
    saveQuizQuestion(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const deleteQuizQuestionMutation = graphql(
  `
  mutation deleteQuizQuestion($input: DeleteQuizQuestionInput) {
    deleteQuizQuestion(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const reorderQuizQuestionsMutation = graphql(
  `
  mutation reorderQuizQuestions($input: ReorderQuizQuestionsInput) {
    reorderQuizQuestions(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

export const setDiplomaProgramsMutation = graphql(
  `
  mutation setDiplomaPrograms($input: SetDiplomaProgramsInput) {
    setDiplomaPrograms(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCurriculumFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCurriculumFields],
);

/** Published courses and workshops a diploma may hold, for the diploma editor's search. */
export const studioDiplomaCandidatesQuery = graphql(
  `
  query studioDiplomaCandidates($search: String) {
    studioDiplomaCandidates(search: $search) {
      ...EnvelopeFields
      data {
        items {
          id
          type
          title
          arTitle
          enTitle
          publicationStatus
          originalPrice
          priceAfterDiscount
        }
      }
    }
  }
`,
  [EnvelopeFields],
);

/** A lesson video's processing (decision 0062), polled by its editor while PROCESSING. */
export const studioVideoProcessingQuery = graphql(
  `
  query studioVideoProcessing($input: VideoProcessingInput) {
    studioVideoProcessing(input: $input) {
      ...EnvelopeFields
      data {
        videoId
        status
        failure
        durationSeconds
        posterUrl
      }
    }
  }
`,
  [EnvelopeFields],
);

export type VideoProcessing = NonNullable<ResultOf<typeof studioVideoProcessingQuery>['studioVideoProcessing']['data']>;
