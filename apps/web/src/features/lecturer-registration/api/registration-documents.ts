import { graphql, type ResultOf } from '@/shared/graphql/graphql';

export const fieldsOfTrainingQuery = graphql(`
  query activeFieldOfTrainings {
    activeFieldOfTrainings {
      code
      success
      message
      data { items { id localizedName } }
    }
  }
`);

export const jobTitlesQuery = graphql(`
  query activeJobTitles {
    activeJobTitles {
      code
      success
      message
      data { items { id localizedName } }
    }
  }
`);

export type TrainingChoice = NonNullable<ResultOf<typeof jobTitlesQuery>['activeJobTitles']['data']>['items'][number];

export const RegisterAsLecturerMutation = graphql(`
  mutation registerAsLecturer($input: RegisterAsLecturerInput!) {
    registerAsLecturer(input: $input) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
      data {
        id
        status
      }
    }
  }
`);
