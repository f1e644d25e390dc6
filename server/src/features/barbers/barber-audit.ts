import type { EntityManager } from 'typeorm';
import { AuditAction } from '../audit/audit-action';
import { recordAudit, recordEdit } from '../audit/record-audit';
import type { BarberTimeOff } from './barber-time-off.entity';
import type { Barber } from './barber.entity';

const barberFields = (barber: Barber) => ({
  name: barber.name,
  bio: barber.bio,
  color: barber.color,
  cutIds: barber.cutIdList,
  active: barber.active,
  order: barber.order,
});

const target = (barberId: string) => ({ targetType: 'barber', targetId: barberId }) as const;

/** A barber added (before null), edited (both: only what changed) or deleted (after null). */
export function auditBarber(manager: EntityManager, before: Barber | null, after: Barber | null): Promise<void> {
  const entry = target((after ?? before)!.id);
  if (before && after) {
    return recordEdit(
      manager,
      { ...entry, action: AuditAction.BARBER_UPDATED },
      barberFields(before),
      barberFields(after),
    );
  }
  return recordAudit(manager, {
    ...entry,
    action: before ? AuditAction.BARBER_DELETED : AuditAction.BARBER_CREATED,
    before: before && barberFields(before),
    after: after && barberFields(after),
  });
}

/** An account made for the barber and its invitation mailed (the name, so the heading reads after a rename). */
export function auditBarberInvited(manager: EntityManager, barber: Barber, email: string): Promise<void> {
  return recordAudit(manager, {
    ...target(barber.id),
    action: AuditAction.BARBER_INVITED,
    after: { name: barber.name, email },
  });
}

/** The barber's own week (`hours`, null while it follows the shop's) or breaks; none when nothing changed. */
export function auditBarberWeek(
  manager: EntityManager,
  barberId: string,
  before: Partial<Pick<Barber, 'hours' | 'breaks'>>,
  after: Partial<Pick<Barber, 'hours' | 'breaks'>>,
): Promise<void> {
  return recordEdit(manager, { ...target(barberId), action: AuditAction.BARBER_HOURS_UPDATED }, before, after);
}

export function auditBarberTimeOff(manager: EntityManager, timeOff: BarberTimeOff, added: boolean): Promise<void> {
  const days = { startDate: timeOff.startDate, endDate: timeOff.endDate, note: timeOff.note };
  return recordAudit(manager, {
    ...target(timeOff.barberId),
    action: added ? AuditAction.BARBER_TIME_OFF_ADDED : AuditAction.BARBER_TIME_OFF_REMOVED,
    before: added ? null : days,
    after: added ? days : null,
  });
}
