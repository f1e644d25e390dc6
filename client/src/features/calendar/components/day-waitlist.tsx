import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getFragmentData } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { waitlistWhat } from '@/lib/waitlist-text';
import { useDayWaitlist } from '../api/use-day-waitlist';
import { OfferWaitlistDialog } from './offer-waitlist-dialog';

const DayWaitlistEntryFragment = graphql(`
  fragment DayWaitlistEntry_entry on WaitlistEntry {
    id
    cut {
      id
      name
    }
    barberName
    from
    to
    client {
      id
      name
    }
    freeTimes
  }
`);

type Entry = { id: string; clientName: string; what: string; freeTimes: readonly string[] };

const ERASED_CLIENT = 'Cliente eliminado';

function WaitlistRow({ entry, onOffer }: { entry: Entry; onOffer: () => void }) {
  return (
    <li className="day-waitlist__item">
      <span className="day-waitlist__who">{entry.clientName}</span>
      <span className="day-waitlist__what">{entry.what}</span>
      <Button
        variant="secondary"
        className="day-waitlist__offer"
        onClick={onOffer}
        aria-label={`Ofrecer una hora a ${entry.clientName}`}
      >
        Ofrecer
      </Button>
    </li>
  );
}

/** The open day's «Lista de espera (N)» (issue 33): who waits, for what and when, each with «Ofrecer»; none, no block. */
export function DayWaitlist({ date }: { date: string }) {
  const titleId = useId();
  const { entries: refs, refetch } = useDayWaitlist(date);
  const [offeringId, setOfferingId] = useState<string | null>(null);
  const entries: Entry[] = getFragmentData(DayWaitlistEntryFragment, refs).map((entry) => ({
    id: entry.id,
    clientName: entry.client?.name ?? ERASED_CLIENT,
    what: waitlistWhat(entry).join(' · '),
    freeTimes: entry.freeTimes,
  }));
  const offering = entries.find((entry) => entry.id === offeringId) ?? null;
  if (entries.length === 0) return null;

  return (
    <section className="day-waitlist" aria-labelledby={titleId}>
      <h3 id={titleId} className="day-waitlist__title">
        Lista de espera ({entries.length})
      </h3>
      <ul className="bare-list day-waitlist__list">
        {entries.map((entry) => (
          <WaitlistRow
            key={entry.id}
            entry={entry}
            onOffer={() => {
              setOfferingId(entry.id);
              // The times free for it change with every booking: the dialog shows them as they are now.
              void refetch().catch(() => undefined);
            }}
          />
        ))}
      </ul>
      {offering ? (
        <OfferWaitlistDialog
          key={offering.id}
          entry={offering}
          freeTimes={offering.freeTimes}
          onClose={() => setOfferingId(null)}
        />
      ) : null}
    </section>
  );
}
