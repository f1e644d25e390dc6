import { pushMessages } from '@common/validation/push';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const UnsubscribePushMutation = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);

export function useUnsubscribePush() {
  return useToastedMutation(UnsubscribePushMutation, {
    toasts: { success: pushMessages.unsubscribed, error: pushMessages.unsubscribeFailed },
  });
}
