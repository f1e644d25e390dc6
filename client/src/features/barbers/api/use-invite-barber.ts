import { barberMessages } from '@common/validation/barber';
import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';

const InviteBarberMutation = graphql(`
  mutation InviteBarber($id: ID!, $email: String!) {
    inviteBarber(id: $id, email: $email) {
      id
      accountState
      email
    }
  }
`);

/** Makes the barber's account and mails the 72-hour link. */
export function useInviteBarber() {
  return useToastedMutation(InviteBarberMutation, {
    toasts: { success: barberMessages.invited, error: 'Error al enviar la invitación' },
  });
}
