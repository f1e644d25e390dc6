import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { MeQuery } from './use-session';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

/** Verifies with the mailed token as soon as there is one; a refusal is kept in `error` for the screen to show. */
export function useVerifyEmail(token: string) {
  // A signed-in account that has just verified drops its «Verifica tu email» banner at once.
  const [verify, { data, error }] = useMutation(VerifyEmailMutation, { refetchQueries: [MeQuery] });
  const sent = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's double effect: the token is single-use.
    if (!token || sent.current) return;
    sent.current = true;
    verify({ variables: { token } }).catch(() => undefined);
  }, [token, verify]);

  return { answer: data?.verifyEmail, error };
}
