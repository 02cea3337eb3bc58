import { graphql } from '@/shared/graphql/graphql';

/** The browser's page views and searches, in one batch (decision 0059). */
export const recordAnalyticsEventsMutation = graphql(`
  mutation recordAnalyticsEvents($consent: Boolean, $events: [AnalyticsEventInput!]) {
    recordAnalyticsEvents(consent: $consent, events: $events) {
      success
    }
  }
`);
