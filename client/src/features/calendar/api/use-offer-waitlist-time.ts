import { graphql } from '@/gql/gql';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import { waitlistTexts } from '@/lib/waitlist-text';

const OfferWaitlistTimeMutation = graphql(`
  mutation OfferWaitlistTime($id: ID!, $time: String!) {
    offerWaitlistTime(id: $id, time: $time) {
      id
      ...DayWaitlistEntry_entry
    }
  }
`);

/** «Enviar oferta»: the server mails that one client the time; the toast names who. */
export function useOfferWaitlistTime(clientName: string) {
  return useToastedMutation(OfferWaitlistTimeMutation, {
    toasts: { success: waitlistTexts.offered(clientName), error: waitlistTexts.offerError },
  });
}
