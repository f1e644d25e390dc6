import { pushMessages } from '@common/validation/push';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const SubscribePushMutation = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) {
    subscribePush(input: $input)
  }
`);

export function useSubscribePush() {
  return useToastedMutation(SubscribePushMutation, {
    toasts: { success: pushMessages.subscribed, error: pushMessages.subscribeFailed },
  });
}
