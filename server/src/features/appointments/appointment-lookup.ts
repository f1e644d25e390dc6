import type { EntityManager } from 'typeorm';
import { appointmentMessages } from '../../../../common/validation/appointment';
import { isUuid } from '../../db/uuid';
import { badInput, forbidden, notFound } from '../../domain/errors';
import { barberMessages } from '../../../../common/validation/barber';
import type { Viewer } from '../../domain/viewer';
import { ownAgenda } from '../../domain/agenda-scope';
import { Cut } from '../cuts/cut.entity';
import { Appointment } from './appointment.entity';

// Someone else's appointment answers "not found", never its data; a malformed id is not a database error.

export async function ownAppointmentOrFail(db: EntityManager, viewer: Viewer, id: string): Promise<Appointment> {
  const appointment = isUuid(id) ? await db.getRepository(Appointment).findOneBy({ id, clientId: viewer.id }) : null;
  if (!appointment) throw notFound(appointmentMessages.notFound);
  return appointment;
}

export async function anyAppointmentOrFail(db: EntityManager, id: string): Promise<Appointment> {
  const appointment = isUuid(id) ? await db.getRepository(Appointment).findOneBy({ id }) : null;
  if (!appointment) throw notFound(appointmentMessages.notFound);
  return appointment;
}

/**
 * The shop's side (issue 32): the admin reaches any appointment, a BARBER those of their own agenda. Another
 * barber's is "not found" to read, as a client's is to another client; to act on, it is refused (403).
 */
export async function agendaAppointmentOrFail(
  db: EntityManager,
  viewer: Viewer,
  id: string,
  purpose: 'read' | 'act' = 'act',
): Promise<Appointment> {
  const appointment = await anyAppointmentOrFail(db, id);
  const own = ownAgenda(viewer);
  if (!own || appointment.barberId === own) return appointment;
  throw purpose === 'read' ? notFound(appointmentMessages.notFound) : forbidden(barberMessages.otherAgenda);
}

export async function cutOrFail(db: EntityManager, id: string): Promise<Cut> {
  const cut = isUuid(id) ? await db.getRepository(Cut).findOneBy({ id }) : null;
  if (!cut) throw notFound(appointmentMessages.cutNotFound);
  return cut;
}

/** SPEC's form sends the cut by name (`cutType`); matched without regard to case or spaces around it. */
export async function cutNamed(db: EntityManager, name: string): Promise<Cut> {
  const cut = await db
    .getRepository(Cut)
    .createQueryBuilder('c')
    .where('lower(c.name) = lower(:name)', { name: name.trim() })
    .getOne();
  if (!cut) throw badInput(appointmentMessages.cutTypeUnknown);
  return cut;
}
