import { Icon } from '@/components/ui/icon';
import { formatDuration, formatPrice } from '@/lib/format-price';
import { formatLongDate, formatTime } from '../utils/appointment-format';
import type { AppointmentPreview } from './appointment-form';

const NOT_CHOSEN = 'Sin seleccionar';

type BookingSummaryProps = {
  preview: AppointmentPreview;
  /** create: cut, date, time, duration and price; edit: cut, date, time and note (SPEC §2). */
  variant: 'create' | 'edit';
  /** The cut name when the preview has no catalogue cut (edit of a deleted cut). */
  fallbackCutType?: string;
};

/** The live summary card next to the booking form. */
export function BookingSummary({ preview, variant, fallbackCutType }: BookingSummaryProps) {
  const { cut, date, time, note, barber } = preview;
  const rows: { label: string; value: string }[] = [
    { label: 'Tipo de corte', value: cut?.name ?? fallbackCutType ?? NOT_CHOSEN },
    ...(barber ? [{ label: 'Barbero', value: barber }] : []),
    { label: 'Fecha', value: date ? formatLongDate(date) : NOT_CHOSEN },
    { label: 'Hora', value: time ? formatTime(time) : NOT_CHOSEN },
  ];
  if (variant === 'create') {
    rows.push(
      { label: 'Duración', value: cut ? formatDuration(cut.duration) : '—' },
      { label: 'Precio', value: cut ? formatPrice(cut.price) : '—' },
    );
  } else {
    rows.push({ label: 'Nota', value: note.trim() || 'Sin nota' });
  }

  return (
    <section className="card panel booking-card" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className="booking-card__title">
        <Icon name="check" size={20} />
        {variant === 'create' ? 'Resumen de tu cita' : 'Resumen'}
      </h2>
      <dl className="booking-summary" aria-live="polite">
        {rows.map((row) => (
          <div key={row.label} className="dashed-row booking-summary__row">
            <dt>{row.label}</dt>
            <dd className={row.value === NOT_CHOSEN ? 'booking-summary__empty' : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
