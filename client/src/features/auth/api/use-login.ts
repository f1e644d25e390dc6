import { useApolloClient, useMutation } from '@apollo/client/react';
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

/** Signs in, stores the token (SPEC §4) and returns the user. Rejects with the Apollo error. */
export function useLogin() {
  const client = useApolloClient();
  const [mutate] = useMutation(LoginMutation);

  return async (values: LoginValues) => {
    const { data } = await mutate({ variables: { email: values.email, password: values.password } });
    if (!data) throw new Error('Respuesta vacía del servidor');
    // Start the new session from a clean cache.
    await client.clearStore();
    setToken(data.login.token);
    return data.login.user;
  };
}
