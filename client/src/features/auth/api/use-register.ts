import { useMutation } from '@apollo/client/react';
import type { RegisterValues } from '@common/validation/auth';
import { graphql } from '@/gql/gql';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
    }
  }
`);

/** Creates a client account. Rejects with the Apollo error. */
export function useRegister() {
  const [mutate] = useMutation(RegisterMutation);

  return async (values: RegisterValues) => {
    const { name, email, phone, password, confirmPassword } = values;
    await mutate({ variables: { input: { name, email, phone: phone || null, password, confirmPassword } } });
  };
}
