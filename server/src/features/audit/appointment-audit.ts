import type { EntityManager } from 'typeorm';
import { AppointmentStatus } from '../appointments/appointment-status';
import type { Appointment } from '../appointments/appointment.entity';
import { AuditAction } from './audit-action';
import { recordAudit, type AuditAppointmentRef } from './record-audit';

const STATUS_ACTIONS: Partial<Record<AppointmentStatus, AuditAction>> = {
  [AppointmentStatus.CONFIRMED]: AuditAction.APPOINTMENT_CONFIRMED,
  [AppointmentStatus.CANCELLED]: AuditAction.APPOINTMENT_REJECTED,
  [AppointmentStatus.COMPLETED]: AuditAction.APPOINTMENT_COMPLETED,
  [AppointmentStatus.NO_SHOW]: AuditAction.APPOINTMENT_NO_SHOW,
};

/** The booking as it was; its client's name goes with the entry's appointment, where an erased account forgets it. */
const snapshot = (appointment: Appointment) => ({
  clientId: appointment.clientId,
  cutType: appointment.cutType,
  date: appointment.date,
  time: appointment.time,
  price: Number(appointment.price),
  status: appointment.status,
});

/**
 * Whose the appointment is and when, read now: the entry keeps them as they are, whatever becomes of the
 * appointment or its client's name afterwards.
 */
async function appointmentRef(manager: EntityManager, appointment: Appointment): Promise<AuditAppointmentRef> {
  const [client]: { name: string }[] = appointment.clientId
    ? await manager.query(`SELECT name FROM users WHERE id = $1`, [appointment.clientId])
    : [];
  return {
    partyName: client?.name ?? appointment.walkInName,
    partyClientId: appointment.clientId,
    date: appointment.date,
    time: appointment.time,
  };
}

/**
 * `appointment` was booked: by the barber for a client or a walk-in (APPOINTMENT_BOOKED), or by a client for
 * themself (APPOINTMENT_REQUESTED), the mutation's viewer in each case.
 */
export async function auditBooked(
  manager: EntityManager,
  appointment: Appointment,
  action: typeof AuditAction.APPOINTMENT_BOOKED | typeof AuditAction.APPOINTMENT_REQUESTED,
): Promise<void> {
  return recordAudit(manager, {
    action,
    targetType: 'appointment',
    targetId: appointment.id,
    after: { cutType: appointment.cutType, price: Number(appointment.price) },
    appointment: await appointmentRef(manager, appointment),
  });
}

/** The barber moved `before` to another day or time; the entry names the appointment as it was. */
export async function auditMoved(manager: EntityManager, before: Appointment, to: { date: string; time: string }) {
  return recordAudit(manager, {
    action: AuditAction.APPOINTMENT_MOVED,
    targetType: 'appointment',
    targetId: before.id,
    before: { date: before.date, time: before.time },
    after: to,
    appointment: await appointmentRef(manager, before),
  });
}

/**
 * The admin moved `before` to another barber (issue 32), perhaps also to another day or time: from whom to whom,
 * with the day and time on each side, the entry naming the appointment as it was.
 */
export async function auditReassigned(
  manager: EntityManager,
  before: Appointment,
  to: { date: string; time: string; barberName: string },
) {
  return recordAudit(manager, {
    action: AuditAction.APPOINTMENT_REASSIGNED,
    targetType: 'appointment',
    targetId: before.id,
    before: { barberName: before.barberName, date: before.date, time: before.time },
    after: to,
    appointment: await appointmentRef(manager, before),
  });
}

/**
 * The client's «Reprogramar»: `before` (confirmed) gave way to `after` (a new request). One entry about the new
 * appointment, named as it was (whose, and the old day and time), with what went from one to the other: the
 * status always, the day, the time and the cut when they changed.
 */
export async function auditRescheduled(manager: EntityManager, before: Appointment, after: Appointment) {
  const fields = (['date', 'time', 'cutType'] as const).filter((field) => before[field] !== after[field]);
  const side = (a: Appointment) => ({ status: a.status, ...Object.fromEntries(fields.map((f) => [f, a[f]])) });
  return recordAudit(manager, {
    action: AuditAction.APPOINTMENT_RESCHEDULED,
    targetType: 'appointment',
    targetId: after.id,
    before: side(before),
    after: side(after),
    appointment: await appointmentRef(manager, before),
  });
}

/** The admin moved an appointment from `before.status` to `status`. */
export async function auditStatusChange(
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
    appointment: await appointmentRef(manager, before),
  });
}

/** The appointment is gone: the admin deleted it, or its client cancelled it. */
export async function auditAppointmentRemoved(
  manager: EntityManager,
  before: Appointment,
  action: typeof AuditAction.APPOINTMENT_DELETED | typeof AuditAction.APPOINTMENT_CANCELLED,
): Promise<void> {
  return recordAudit(manager, {
    action,
    targetType: 'appointment',
    targetId: before.id,
    before: snapshot(before),
    appointment: await appointmentRef(manager, before),
  });
}

/** The barber took back the last status change: `before` is the appointment as the slip left it. */
export async function auditStatusUndone(
  manager: EntityManager,
  before: Appointment,
  restored: AppointmentStatus,
): Promise<void> {
  return recordAudit(manager, {
    action: AuditAction.APPOINTMENT_STATUS_UNDONE,
    targetType: 'appointment',
    targetId: before.id,
    before: { status: before.status },
    after: { status: restored },
    appointment: await appointmentRef(manager, before),
  });
}
