import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { notifySucceeded } from '@/lib/notify-outcome';

const ResendVerificationMutation = graphql(`
  mutation ResendVerification {
    resendVerification
  }
`);

export function useResendVerification() {
  const [mutate, { loading }] = useMutation(ResendVerificationMutation);
  const resend = useCallback(
    () =>
      notifySucceeded(() => mutate(), {
        success: ({ data }) => data?.resendVerification,
        error: 'No se pudo enviar el enlace',
      }),
    [mutate],
  );
  return { resend, loading };
}
