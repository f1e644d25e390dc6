import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

/** Verifies with the mailed token as soon as there is one; a refusal is kept in `error` for the screen to show. */
export function useVerifyEmail(token: string) {
  const [verify, { data, error }] = useMutation(VerifyEmailMutation);
  const sent = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's double effect: the token is single-use.
    if (!token || sent.current) return;
    sent.current = true;
    verify({ variables: { token } }).catch(() => undefined);
  }, [token, verify]);

  return { answer: data?.verifyEmail, error };
}
