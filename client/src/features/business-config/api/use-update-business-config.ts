import { useMutation } from '@apollo/client/react';
import type { BusinessConfigValues } from '@common/validation/business-config';
import { graphql } from '@/gql/gql';

const UpdateBusinessConfigMutation = graphql(`
  mutation UpdateBusinessConfig($input: BusinessConfigInput!) {
    updateBusinessConfig(input: $input) {
      ...BusinessConfigForm_config
      ...OutsideHoursNotice_config
      updatedAt
    }
  }
`);

/**
 * Saves the business settings. The first save turns the admin's null `businessConfig` into the
 * saved record; the public config clients read is dropped so it reloads; the settings are
 * refetched (SPEC §7), and so is the session, whose name is the administrator's. Rejects with the Apollo error: the form shows it as a banner.
 */
export function useUpdateBusinessConfig() {
  const [mutate] = useMutation(UpdateBusinessConfigMutation);

  return async (values: BusinessConfigValues) => {
    const { businessName, adminName, phone, address, email, instagram, openingHours } = values;
    const { data } = await mutate({
      variables: {
        input: {
          businessName,
          adminName,
          phone,
          address,
          email,
          instagram: instagram || null,
          openingHours: openingHours?.map(({ weekday, open, close }) => ({ weekday, open, close })),
        },
      },
      update(cache) {
        cache.modify({
          fields: {
            businessConfig: (_, { toReference }) => toReference({ __typename: 'BusinessConfig' }),
          },
        });
        cache.evict({ fieldName: 'publicConfig' });
      },
      // The administrator's name is the admin's own (decision 0023): the header and greeting follow.
      refetchQueries: ['BusinessConfigScreen', 'Me'],
    });
    return data?.updateBusinessConfig;
  };
}
