import { adminMoveTo } from '../appointment-status';
import { appointmentMessages } from '../validation/appointment';
import { noShowMessages } from '../validation/no-show';
import type { ShopClock } from './shop-clock';

/**
 * Why the admin's move to `to` comes too early for this appointment, or null: 'No asistió' only once it has
 * started, 'Completada' from its shop day on (the owner's rule, issue 29), never ahead of it.
 */
export function adminMoveTooEarly(
  to: string,
  appointment: { date: string; startsAt: Date },
  clock: Pick<ShopClock, 'now' | 'today'>,
): string | null {
  const move = adminMoveTo(to);
  if (move?.afterStart && appointment.startsAt.getTime() > clock.now().getTime()) return noShowMessages.tooEarly;
  if (move?.fromItsDay && appointment.date > clock.today()) return appointmentMessages.completedTooEarly;
  return null;
}
