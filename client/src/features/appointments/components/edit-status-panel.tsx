import { statusMeta } from '@common/appointment-status';
import { StatusBadge } from '@/components/ui/status-badge';

type EditStatusPanelProps = { status: string; rejectionReason?: string | null };

/** SPEC §2 edit side panel: the badge, and the rejection reason or the awaiting-confirmation note. */
export function EditStatusPanel({ status, rejectionReason }: EditStatusPanelProps) {
  const meta = statusMeta(status);
  return (
    <section className="card panel booking-card" aria-labelledby="edit-status-title">
      <div className="booking-card__title-row">
        <h2 id="edit-status-title" className="booking-card__title">
          Estado de la cita
        </h2>
        <StatusBadge label={meta.label} tone={meta.tone} />
      </div>
      {status === 'CANCELLED' ? (
        <div className="booking-status__reason">
          <strong>Motivo de Rechazo:</strong>
          {rejectionReason?.trim() || 'Sin motivo indicado'}
        </div>
      ) : null}
      {status === 'CANCELLED' ? (
        <p className="booking-status__text">
          Puedes cambiar los datos y volver a enviarla: quedará pendiente de confirmación.
        </p>
      ) : (
        <p className="booking-status__text">
          Tu cita está pendiente de confirmación por parte del administrador. Puedes editarla hasta que sea confirmada.
        </p>
      )}
    </section>
  );
}
