import { barberInitials, barberTone } from '@/lib/barber-initials';
import './barber-badge.css';

type BarberInitialsProps = { name: string; color: string | null | undefined; size?: 'sm' | 'md' };

/** A barber's initials in a circle of their colour; the name beside it says who it is (decorative here). */
export function BarberInitials({ name, color, size = 'md' }: BarberInitialsProps) {
  return (
    <span className={`barber-initials barber-initials--${size} barber-tone-${barberTone(color)}`} aria-hidden="true">
      {barberInitials(name)}
    </span>
  );
}

/** Initials and name on one line: the calendar's column headings and the day cards. */
export function BarberBadge({ name, color }: { name: string; color: string | null | undefined }) {
  return (
    <span className="barber-badge">
      <BarberInitials name={name} color={color} size="sm" />
      <span className="barber-badge__name">{name}</span>
    </span>
  );
}
