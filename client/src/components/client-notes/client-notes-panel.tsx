import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useClientNotes } from './use-client-notes';
import { ClientNotesDialog } from './client-notes-dialog';
import './client-notes.css';

type ClientNotesPanelProps = {
  client: { id: string; name: string };
  /** In a client's card, the note always has its place; on an appointment of the day, only when there is one. */
  showEmpty?: boolean;
};

/** Issue 33: the admin's private note on a client, and «Nota» to write it. The admin's screens only. */
export function ClientNotesPanel({ client, showEmpty = false }: ClientNotesPanelProps) {
  const query = useClientNotes(client.id);
  const [editing, setEditing] = useState(false);
  const notes = query.data?.clientNotes.notes ?? '';

  return (
    <div className="client-notes">
      {notes || showEmpty ? (
        <div className="client-notes__text">
          <span className="client-notes__label">Nota privada</span>{' '}
          {notes ? (
            <span className="client-notes__body">{notes}</span>
          ) : (
            <span className="client-notes__none">Sin nota</span>
          )}
        </div>
      ) : null}
      <Button
        variant="ghost"
        className="client-notes__edit"
        onClick={() => setEditing(true)}
        disabled={!query.data}
        aria-label={`${notes ? 'Editar la nota' : 'Escribir una nota'} sobre ${client.name}`}
      >
        <Icon name="edit" size={18} />
        {notes ? 'Editar nota' : 'Nota'}
      </Button>
      {editing ? <ClientNotesDialog client={client} notes={notes} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
