import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

export const fieldsOfTrainingQuery = graphql(
  `
  query activeFieldOfTrainings {
    activeFieldOfTrainings {
      ...EnvelopeFields
      data { items { id localizedName } }
    }
  }
`,
  [EnvelopeFields],
);

export const jobTitlesQuery = graphql(
  `
  query activeJobTitles {
    activeJobTitles {
      ...EnvelopeFields
      data { items { id localizedName } }
    }
  }
`,
  [EnvelopeFields],
);

export type TrainingChoice = NonNullable<ResultOf<typeof jobTitlesQuery>['activeJobTitles']['data']>['items'][number];

export const RegisterAsLecturerMutation = graphql(
  `
  mutation registerAsLecturer($input: RegisterAsLecturerInput!) {
    registerAsLecturer(input: $input) {
      ...EnvelopeFields
      data {
        id
        status
      }
    }
  }
`,
  [EnvelopeFields],
);

/** The signed-in viewer's latest application (decision 0051): shown above the form. */
export const myLecturerApplicationQuery = graphql(
  `
  query myLecturerApplication {
    myLecturerApplication {
      ...EnvelopeFields
      data { id status createdAt rejectionReason reapplyAt }
    }
  }
`,
  [EnvelopeFields],
);
export type MyLecturerApplication = NonNullable<
  ResultOf<typeof myLecturerApplicationQuery>['myLecturerApplication']['data']
>;
