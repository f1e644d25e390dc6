import { useId, useRef, useState } from 'react';
import { APPOINTMENT_LIMITS, appointmentMessages, rejectionReasonSchema } from '@common/validation/appointment';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';

type RejectModalProps = {
  /** Who and when, for the description ("Ana López, 10:00 AM"). */
  label: string;
  onCancel: () => void;
  onReject: (reason: string) => void;
};

/** SPEC §2/§5: the second modal — a reason is required (trimmed, at most 500), the button waits for it. */
export function RejectModal({ label, onCancel, onReject }: RejectModalProps) {
  const [reason, setReason] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const length = reason.trim().length;
  const valid = rejectionReasonSchema.isValidSync(reason);
  const tooLong = length > APPOINTMENT_LIMITS.rejectionReasonMax;

  return (
    <Modal
      open
      onClose={onCancel}
      title="Rechazar Cita"
      description={`Indica el motivo del rechazo de la cita de ${label}. El cliente lo verá en su cita.`}
      size="sm"
      initialFocus={fieldRef}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} className="btn--danger" disabled={!valid}>
            Rechazar Cita
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onReject(reason.trim());
        }}
      >
        <TextareaField
          ref={fieldRef}
          label="Motivo del rechazo"
          placeholder="Ej. El barbero no está disponible a esa hora"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          error={tooLong ? appointmentMessages.rejectionReasonMax : undefined}
          hint={`${length}/${APPOINTMENT_LIMITS.rejectionReasonMax}`}
        />
      </form>
    </Modal>
  );
}
