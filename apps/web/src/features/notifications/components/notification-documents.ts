import { graphql } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** docs/product/api.md `mySiteNotifications(paginate)`. */
export const mySiteNotificationsQuery = graphql(
  `
  query mySiteNotifications($paginate: PaginateInput) {
    mySiteNotifications(paginate: $paginate) {
      ...EnvelopeFields
      data {
        items { id url arTitle enTitle arBody enBody seen createdAt }
        pageInfo { page totalPages totalCount hasNext }
      }
    }
  }
`,
  [EnvelopeFields],
);

/** Marks the notifications shown to the viewer seen (decision 0014); answers the unread count left. */
export const markNotificationsSeenMutation = graphql(
  `
  mutation markNotificationsSeen($input: MarkNotificationsSeenInput) {
    markNotificationsSeen(input: $input) { ...EnvelopeFields data { marked unseenCount } }
  }
`,
  [EnvelopeFields],
);
