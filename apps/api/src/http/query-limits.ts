import { GraphQLError, type ValidationRule } from 'graphql';

export const MAX_QUERY_DEPTH = 12;
export const MAX_QUERY_FIELDS = 400;

/**
 * A cheap cost bound: the number of selected fields (aliases included), so one request cannot
 * fan out into thousands of resolver calls. Depth is bounded separately by Mercurius.
 */
export const fieldCountRule: ValidationRule = (context) => {
  let fields = 0;
  return {
    Field() {
      fields += 1;
      if (fields === MAX_QUERY_FIELDS + 1) {
        context.reportError(new GraphQLError(`Query too complex: more than ${MAX_QUERY_FIELDS} fields`));
      }
    },
  };
};
