import { useState, type FormEvent } from 'react';
import { CLIENT_CANCELLED_LABEL } from '@common/client-cancellation';
import { exportMessages, exportRangeProblem } from '@common/validation/export';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { downloadFile } from '@/lib/download-file';
import { notify } from '@/lib/notify';

type ExportAppointmentsModalProps = {
  /** The month on screen: the range offered first. */
  initial: { from: string; to: string };
  onClose: () => void;
};

/** Issue 15: the barber downloads a range of appointments as CSV (with the session's token). */
export function ExportAppointmentsModal({ initial, onClose }: ExportAppointmentsModalProps) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [withCancellations, setWithCancellations] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = exportRangeProblem(from, to);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      // Without the box ticked the request, and so the file, is the one it always was.
      const query = new URLSearchParams({ from, to, ...(withCancellations && { includeClientCancellations: 'true' }) });
      await downloadFile(`/api/appointments/export.csv?${query}`, `citas-${from}-a-${to}.csv`, exportMessages.failed);
      notify.success('Descarga lista');
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : exportMessages.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Exportar citas"
      description="Un archivo CSV con las citas de esos días (incluidos), para abrir en Excel o Google Sheets."
      size="sm"
    >
      <form className="export-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="export-form__range">
          <TextField
            label="Desde"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            required
          />
          <TextField
            label="Hasta"
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={problem ?? undefined}
            required
          />
        </div>
        <label className="export-form__option">
          <input
            type="checkbox"
            checked={withCancellations}
            onChange={(event) => setWithCancellations(event.target.checked)}
          />
          <span>
            Incluir las cancelaciones de clientes
            <small>Filas marcadas como «{CLIENT_CANCELLED_LABEL}»</small>
          </span>
        </label>
        <div className="export-form__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={busy}>
            <Icon name="download" size={18} />
            {busy ? 'Descargando...' : 'Descargar CSV'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
