import type { EntityManager } from 'typeorm';
import { AppointmentStatus } from '../appointments/appointment-status';
import type { Appointment } from '../appointments/appointment.entity';
import { AuditAction } from './audit-action';
import { recordAudit } from './record-audit';

const STATUS_ACTIONS: Partial<Record<AppointmentStatus, AuditAction>> = {
  [AppointmentStatus.CONFIRMED]: AuditAction.APPOINTMENT_CONFIRMED,
  [AppointmentStatus.CANCELLED]: AuditAction.APPOINTMENT_REJECTED,
  [AppointmentStatus.COMPLETED]: AuditAction.APPOINTMENT_COMPLETED,
  [AppointmentStatus.NO_SHOW]: AuditAction.APPOINTMENT_NO_SHOW,
};

/** What identifies a booking in the trail; the client by id only, so an erased account leaves no name behind. */
const snapshot = (appointment: Appointment) => ({
  clientId: appointment.clientId,
  cutType: appointment.cutType,
  date: appointment.date,
  time: appointment.time,
  price: Number(appointment.price),
  status: appointment.status,
});

/** The admin moved an appointment from `before.status` to `status`. */
export function auditStatusChange(
  manager: EntityManager,
  before: Appointment,
  status: AppointmentStatus,
  rejectionReason: string | null,
): Promise<void> {
  const action = STATUS_ACTIONS[status];
  // A move the trail cannot name must not be written down as another one.
  if (!action) throw new Error(`No audit action for a move to ${status}`);
  return recordAudit(manager, {
    action,
    targetType: 'appointment',
    targetId: before.id,
    before: { status: before.status },
    after: { status, ...(rejectionReason ? { rejectionReason } : {}) },
  });
}

/** The appointment is gone: the admin deleted it, or its client cancelled it. */
export function auditAppointmentRemoved(
  manager: EntityManager,
  before: Appointment,
  action: typeof AuditAction.APPOINTMENT_DELETED | typeof AuditAction.APPOINTMENT_CANCELLED,
): Promise<void> {
  return recordAudit(manager, { action, targetType: 'appointment', targetId: before.id, before: snapshot(before) });
}
