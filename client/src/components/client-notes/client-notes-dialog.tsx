import { useId, useRef, useState } from 'react';
import { CLIENT_NOTES_LIMITS, clientNotesSchema } from '@common/validation/client-notes';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSetClientNotes } from './use-set-client-notes';

type ClientNotesDialogProps = {
  client: { id: string; name: string };
  /** The note as last read; the field starts with it. */
  notes: string;
  onClose: () => void;
};

/** Issue 33: the admin writes his private note on a client; the client never sees it in the app. */
export function ClientNotesDialog({ client, notes, onClose }: ClientNotesDialogProps) {
  const [text, setText] = useState(notes);
  const [saving, setSaving] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const save = useSetClientNotes();
  const length = text.trim().length;
  let error: string | undefined;
  try {
    clientNotesSchema.validateSync({ notes: text });
  } catch (invalid) {
    error = invalid instanceof Error ? invalid.message : undefined;
  }

  const onSubmit = async () => {
    if (error || saving) return;
    setSaving(true);
    const outcome = await save({ id: client.id, notes: text });
    setSaving(false);
    if (outcome.ok) onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Nota sobre ${client.name}`}
      description="Solo tú la ves: el cliente no la ve en la aplicación (sí en la copia de sus datos)."
      size="sm"
      initialFocus={fieldRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={Boolean(error) || saving}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <TextareaField
          ref={fieldRef}
          label="Nota privada"
          placeholder="Ej. Degradado del 1, sin raya; prefiere las mañanas"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          hint={`${length}/${CLIENT_NOTES_LIMITS.notesMax}`}
        />
      </form>
    </Modal>
  );
}
