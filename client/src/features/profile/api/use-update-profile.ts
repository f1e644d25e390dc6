import type { ProfileChangeValues } from '@common/validation/account';
import { graphql } from '@/gql/gql';
import { successMessages } from '@common/messages';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      ...ProfileCard_user
      ...MailPreferences_user
    }
  }
`);

export const PROFILE_UPDATED = successMessages.profileUpdated;

/**
 * SPEC §5 profile save: the phone is sent only when it is not blank, the current password only with a new
 * email. The user is normalized, so the header's name updates too. Resolves to the outcome (the toast is
 * already shown), so the form can put the server's message on its field.
 */
export function useUpdateProfile() {
  const send = useToastedMutation(UpdateProfileMutation, {
    toasts: { success: PROFILE_UPDATED, error: 'Error al actualizar el perfil' },
  });
  return (values: ProfileChangeValues, emailChanged: boolean) => {
    const phone = values.phone?.trim();
    const input = {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(phone ? { phone } : {}),
      ...(emailChanged ? { currentPassword: values.currentPassword } : {}),
    };
    return send({ input });
  };
}
