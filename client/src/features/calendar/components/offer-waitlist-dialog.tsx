import { useId, useRef, useState } from 'react';
import { formatSlot12h } from '@common/validation/appointment';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { waitlistTexts } from '@/lib/waitlist-text';
import { useOfferWaitlistTime } from '../api/use-offer-waitlist-time';

type OfferWaitlistDialogProps = {
  entry: { id: string; clientName: string; what: string };
  /** The HH:MM times the server says could be offered to this entry now. */
  freeTimes: readonly string[];
  onClose: () => void;
};

/** «Ofrecer» (issue 33): the admin picks one of the times free for this entry and mails it to that client only. */
export function OfferWaitlistDialog({ entry, freeTimes, onClose }: OfferWaitlistDialogProps) {
  const [time, setTime] = useState(freeTimes[0] ?? '');
  const [sending, setSending] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const formId = useId();
  const offer = useOfferWaitlistTime(entry.clientName);
  const none = freeTimes.length === 0;
  const chosen = freeTimes.includes(time) ? time : (freeTimes[0] ?? '');

  const send = async () => {
    if (!chosen || sending) return;
    setSending(true);
    const outcome = await offer({ id: entry.id, time: chosen });
    setSending(false);
    if (outcome.ok) onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Ofrecer una hora a ${entry.clientName}`}
      description={`${entry.what}. Le llega un correo con un enlace para reservarla; la primera persona que reserve se la queda.`}
      size="sm"
      initialFocus={selectRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={none || sending}>
            {sending ? 'Enviando...' : 'Enviar oferta'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {none ? (
          <p className="offer-waitlist__none" role="status">
            {waitlistTexts.noTimes}
          </p>
        ) : (
          <SelectField ref={selectRef} label="Hora" value={chosen} onChange={(event) => setTime(event.target.value)}>
            {freeTimes.map((free) => (
              <option key={free} value={free}>
                {formatSlot12h(free)}
              </option>
            ))}
          </SelectField>
        )}
      </form>
    </Modal>
  );
}
