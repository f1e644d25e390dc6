import type { Reference } from '@apollo/client';
import { graphql } from '@/gql/gql';
import { noPause } from '@/lib/notify';
import { useToastedMutation } from '@/lib/use-toasted-mutation';
import { waitlistTexts } from '@/lib/waitlist-text';

const JoinWaitlistMutation = graphql(`
  mutation JoinWaitlist($input: WaitlistInput!) {
    joinWaitlist(input: $input) {
      id
      date
      ...MyWaitlistEntry_entry
    }
  }
`);

/** «Avisarme si se libera un hueco»: the new entry joins the cached myWaitlist in its date's place. */
export function useJoinWaitlist() {
  return useToastedMutation(JoinWaitlistMutation, {
    toasts: { success: waitlistTexts.joined, error: waitlistTexts.joinError, options: noPause },
    update(cache, { data }) {
      const entry = data?.joinWaitlist;
      const id = entry && cache.identify({ __typename: 'WaitlistEntry', id: entry.id });
      if (!entry || !id) return;
      cache.modify<{ myWaitlist: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: {
          myWaitlist(existing = [], { readField, toReference }) {
            const ref = toReference(id);
            if (!ref || existing.some((item) => readField('id', item) === entry.id)) return existing;
            const dateOf = (item: Reference) => String(readField('date', item) ?? '');
            return [...existing, ref].sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
          },
        },
      });
    },
  });
}
