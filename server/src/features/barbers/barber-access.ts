import { forbidden } from '../../domain/errors';
import { Role } from '../../domain/role';
import type { Viewer } from '../../domain/viewer';
import type { Barber } from './barber.entity';

/** The admin acts on every barber's week; a barber, on their own only (issue 32, point 7). */
export function assertMayEditWeek(viewer: Viewer, barber: Pick<Barber, 'userId'>): void {
  if (viewer.role === Role.ADMIN) return;
  if (viewer.role === Role.BARBER && barber.userId === viewer.id) return;
  throw forbidden();
}
