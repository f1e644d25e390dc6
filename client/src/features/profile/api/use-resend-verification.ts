import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';

const ResendVerificationMutation = graphql(`
  mutation ResendVerification {
    resendVerification
  }
`);

export function useResendVerification() {
  const [mutate, { loading }] = useMutation(ResendVerificationMutation);
  const resend = useCallback(async () => {
    try {
      const { data } = await mutate();
      if (data) notify.success(data.resendVerification);
    } catch (error) {
      notify.error(errorMessage(error, 'No se pudo enviar el enlace'));
    }
  }, [mutate]);
  return { resend, loading };
}
