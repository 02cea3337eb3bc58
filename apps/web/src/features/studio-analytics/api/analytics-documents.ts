import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** The studio's analytics for Cairo days from–to (decision 0059). */
export const analyticsDashboardQuery = graphql(
  `
  query analyticsDashboard($from: String, $to: String) {
    analyticsDashboard(from: $from, to: $to) {
      ...EnvelopeFields
      data {
        from
        to
        scope
        days { day net refunded orders newLearners pageViews }
        months { month net refunded orders newLearners }
        funnel { visits carts checkouts paid }
        programs {
          programId arTitle enTitle net sold visits lessonsStarted lessonsCompleted completionRate
          quizzesPassed quizzesFailed passRate liveAttendees
        }
        emptySearches { query searches }
      }
    }
  }
`,
  [EnvelopeFields],
);

export type AnalyticsDashboard = NonNullable<ResultOf<typeof analyticsDashboardQuery>['analyticsDashboard']['data']>;
