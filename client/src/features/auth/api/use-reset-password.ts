import { useMutation } from '@apollo/client/react';
import type { ResetPasswordValues } from '@common/validation/account';
import { graphql } from '@/gql/gql';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

/** Sets the new password with the mailed token; resolves with the server's message. */
export function useResetPassword() {
  const [mutate] = useMutation(ResetPasswordMutation);
  return async (values: ResetPasswordValues) => {
    const { data } = await mutate({ variables: { input: values } });
    return data?.resetPassword ?? '';
  };
}
