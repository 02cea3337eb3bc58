import { graphql } from '@/shared/graphql/graphql';

export const pushPublicKeyQuery = graphql(`
  query pushPublicKey {
    pushPublicKey { code success data }
  }
`);

export const savePushSubscriptionMutation = graphql(`
  mutation savePushSubscription($input: PushSubscriptionInput) {
    savePushSubscription(input: $input) { code success message }
  }
`);
