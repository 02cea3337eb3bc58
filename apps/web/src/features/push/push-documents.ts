import { graphql } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

export const pushPublicKeyQuery = graphql(
  `
  query pushPublicKey {
    pushPublicKey { ...EnvelopeFields data }
  }
`,
  [EnvelopeFields],
);

export const savePushSubscriptionMutation = graphql(
  `
  mutation savePushSubscription($input: PushSubscriptionInput) {
    savePushSubscription(input: $input) { ...EnvelopeFields }
  }
`,
  [EnvelopeFields],
);
