import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ProfileValues } from '@common/validation/auth';
import { graphql } from '@/gql/gql';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { successMessages } from '@common/messages';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      email
      phone
      updatedAt
    }
  }
`);

export const PROFILE_UPDATED = successMessages.profileUpdated;

/**
 * SPEC §5 profile save: the phone is sent only when it is not blank. The user is normalized, so
 * the header's name updates too. Resolves to whether it saved (the toast is already shown).
 */
export function useUpdateProfile() {
  const [mutate] = useMutation(UpdateProfileMutation);

  return useCallback(
    async (values: ProfileValues): Promise<boolean> => {
      const phone = values.phone?.trim();
      try {
        await mutate({
          variables: { input: { name: values.name.trim(), email: values.email.trim(), ...(phone ? { phone } : {}) } },
        });
        notify.success(PROFILE_UPDATED);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, 'Error al actualizar el perfil'));
        return false;
      }
    },
    [mutate],
  );
}
