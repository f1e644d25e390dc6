import type { LoginValues } from '@common/validation/auth';
import { graphql } from '@/gql/gql';
import { setToken } from '@/lib/auth-token';

const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        role
      }
    }
  }
`);

/**
 * Signs in, stores the token (SPEC §4) and returns the user. Rejects with the Apollo error.
 * /login is rendered without Apollo Client (decision 0012): it is loaded when the form is sent.
 */
export function useLogin() {
  return async (values: LoginValues) => {
    const { apolloClient } = await import('@/lib/apollo-client');
    const { data } = await apolloClient.mutate({
      mutation: LoginMutation,
      variables: { email: values.email, password: values.password },
    });
    if (!data) throw new Error('Respuesta vacía del servidor');
    // Start the new session from a clean cache.
    await apolloClient.clearStore();
    setToken(data.login.token);
    return data.login.user;
  };
}
