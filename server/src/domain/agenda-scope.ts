import { barberMessages } from '../../../common/validation/barber';
import { forbidden } from './errors';
import { Role } from './role';
import type { Viewer } from './viewer';

/** Who runs an agenda from the shop's side (issue 32): the admin, every barber's; a BARBER, their own. */
export const isStaff = (viewer: Pick<Viewer, 'role'>): boolean =>
  viewer.role === Role.ADMIN || viewer.role === Role.BARBER;

/**
 * The one barber whose agenda the viewer may read and act on: a BARBER's own, whatever they ask for; null
 * for everyone else (the admin sees every barber; a client's reads are scoped by their own id instead).
 * A BARBER whose barber was deleted has no agenda left: refused rather than shown the whole shop.
 */
export function ownAgenda(viewer: Pick<Viewer, 'role' | 'barberId'>): string | null {
  if (viewer.role !== Role.BARBER) return null;
  if (!viewer.barberId) throw forbidden();
  return viewer.barberId;
}

/** A BARBER naming another barber (moving or booking into someone else's agenda) is refused, not redirected. */
export function assertOwnAgenda(viewer: Pick<Viewer, 'role' | 'barberId'>, barberId: string | null | undefined): void {
  const own = ownAgenda(viewer);
  if (own && barberId && barberId !== own) throw forbidden(barberMessages.otherAgenda);
}
