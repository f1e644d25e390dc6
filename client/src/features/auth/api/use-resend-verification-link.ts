import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';

const ResendVerificationLinkMutation = graphql(`
  mutation ResendVerificationLink {
    resendVerification
  }
`);

export type ResendOutcome = { ok: boolean; message: string };

/** Another verification link to the session's email; the banner says the outcome itself, so no toast. */
export function useResendVerificationLink() {
  const [mutate, { loading }] = useMutation(ResendVerificationLinkMutation);
  const resend = useCallback(async (): Promise<ResendOutcome> => {
    try {
      const { data } = await mutate();
      return { ok: true, message: data?.resendVerification ?? 'Te hemos enviado un nuevo enlace de verificación' };
    } catch (error) {
      return { ok: false, message: errorMessage(error, 'No se pudo enviar el enlace') };
    }
  }, [mutate]);
  return { resend, loading };
}
