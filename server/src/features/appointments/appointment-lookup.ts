import type { EntityManager } from 'typeorm';
import { appointmentMessages } from '../../../../common/validation/appointment';
import { isUuid } from '../../db/uuid';
import { badInput, notFound } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
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
