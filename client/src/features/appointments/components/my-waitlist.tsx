import { Button } from '@/components/ui/button';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { waitlistLine } from '@/lib/waitlist-text';
import { useLeaveWaitlist } from '../api/use-leave-waitlist';
import { useMyWaitlist } from '../api/use-my-waitlist';
import './my-waitlist.css';

const MyWaitlistEntryFragment = graphql(`
  fragment MyWaitlistEntry_entry on WaitlistEntry {
    id
    date
    cut {
      id
      name
    }
    barberName
    from
    to
  }
`);

function WaitlistItem({ entry: ref }: { entry: FragmentType<typeof MyWaitlistEntryFragment> }) {
  const entry = getFragmentData(MyWaitlistEntryFragment, ref);
  const leave = useLeaveWaitlist();
  const line = waitlistLine(entry);
  return (
    <li className="my-waitlist__item">
      <span className="my-waitlist__line">{line}</span>
      <Button variant="secondary" onClick={() => void leave({ id: entry.id })} aria-label={`Salir: ${line}`}>
        Salir
      </Button>
    </li>
  );
}

/** Mis Citas' «En lista de espera» (issue 33): the days the client waits for, each left in one tap; none, no section. */
export function MyWaitlist() {
  const { entries } = useMyWaitlist();
  if (entries.length === 0) return null;
  return (
    <section className="card my-waitlist" aria-labelledby="my-waitlist-title">
      <h2 id="my-waitlist-title" className="my-waitlist__title">
        En lista de espera
      </h2>
      <p className="my-waitlist__hint">Te escribimos si se libera un hueco que te sirva.</p>
      <ul className="bare-list my-waitlist__list">
        {entries.map((entry) => (
          <WaitlistItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
