import { statusLabel, statusTone } from '../utils/appointment-status';

/** SPEC §4: Pendiente, Confirmada, Completada, Rechazada (cancelled) or Desconocido. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${statusTone(status)}`}>{statusLabel(status)}</span>;
}
