import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ValidationError } from 'yup';
import { waitlistSchema } from '@common/validation/waitlist';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { shopToday } from '@/lib/shop-date';
import { useJoinWaitlist } from '../api/use-join-waitlist';
import { useLeaveWaitlist } from '../api/use-leave-waitlist';
import { useMyWaitlist } from '../api/use-my-waitlist';
import './join-waitlist.css';

type JoinWaitlistProps = {
  /** The full day (YYYY-MM-DD) the client looked at. */
  date: string;
  cutId: string;
  /** The barber chosen, or null for «Cualquiera». */
  barberId: string | null;
};

type WindowField = 'from' | 'to';

/**
 * Issue 33: on a day with no free time for the cut, the client asks to be told when one frees, optionally inside a
 * window. It sits inside the booking form, so its own fields never submit that form.
 */
export function JoinWaitlist({ date, cutId, barberId }: JoinWaitlistProps) {
  const titleId = useId();
  const { entries, loaded } = useMyWaitlist();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const [hours, setHours] = useState<Record<WindowField, string>>({ from: '', to: '' });
  const [problem, setProblem] = useState<{ field: WindowField; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const today = shopToday();
  const schema = useMemo(() => waitlistSchema(today), [today]);
  const entry = entries.find((item) => item.date === date);

  // Not drawn until the client's entries are known: the panel must not offer to join a day already joined.
  if (!loaded) return null;

  if (entry) {
    return (
      <section className="join-waitlist join-waitlist--joined" aria-labelledby={titleId}>
        <p id={titleId} className="join-waitlist__title">
          Estás en la lista de espera de este día
        </p>
        <Button variant="secondary" onClick={() => void leave({ id: entry.id })}>
          Salir de la lista
        </Button>
      </section>
    );
  }

  const input = {
    date,
    cutId,
    barberId,
    from: hours.from || null,
    to: hours.to || null,
  };

  const submit = async () => {
    if (sending) return;
    try {
      // The schema's optional fields are absent, not null.
      schema.validateSync({
        ...input,
        barberId: barberId ?? undefined,
        from: input.from ?? undefined,
        to: input.to ?? undefined,
      });
    } catch (invalid) {
      if (!(invalid instanceof ValidationError)) throw invalid;
      setProblem({ field: invalid.path === 'from' ? 'from' : 'to', message: invalid.message });
      return;
    }
    setProblem(null);
    setSending(true);
    await join({ input });
    setSending(false);
  };

  // Enter in a time field joins the list instead of submitting the booking form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };

  const field = (name: WindowField, label: string) => (
    <TextField
      label={label}
      type="time"
      step={900}
      className="join-waitlist__time"
      value={hours[name]}
      onChange={(event) => {
        setHours((current) => ({ ...current, [name]: event.target.value }));
        setProblem(null);
      }}
      onKeyDown={onKeyDown}
      error={problem?.field === name ? problem.message : undefined}
    />
  );

  return (
    <section className="join-waitlist" aria-labelledby={titleId}>
      <h3 id={titleId} className="join-waitlist__title">
        ¿Nada te cuadra? Apúntate a la lista de espera
      </h3>
      <p className="join-waitlist__hint">
        Si se libera un hueco que te sirva, te escribimos. «Desde» y «Hasta» son opcionales.
      </p>
      <div className="join-waitlist__window">
        {field('from', 'Desde')}
        {field('to', 'Hasta')}
      </div>
      <Button variant="secondary" icon="calendarPlus" onClick={() => void submit()} disabled={sending}>
        {sending ? 'Apuntando...' : 'Avisarme si se libera un hueco'}
      </Button>
    </section>
  );
}
