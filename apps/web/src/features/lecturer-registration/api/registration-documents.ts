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
