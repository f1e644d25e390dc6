import type { DataSource, Repository } from 'typeorm';
import { appointmentMessages } from '../../../../common/validation/appointment';
import { isExclusionViolation, isForeignKeyViolation } from '../../db/pg-errors';
import { retryTransient } from '../../db/retry-transient';
import { conflict, notFound, unauthenticated } from '../../domain/errors';
import type { BookingEvent, OtherTime } from '../mail/booking-mails';
import type { MailService } from '../mail/mail.service';
import type { AppointmentChangedEvent, AppointmentChangeKind } from './appointment-change';
import { Appointment } from './appointment.entity';

/**
 * Queues a booking mail in the transaction of the change (the appointment itself, or its id to read it there);
 * `other`: a reschedule's other time.
 */
export type MailQueue = (event: BookingEvent, appointment: string | Appointment, other?: OtherTime) => Promise<void>;
/** A write inside the transaction: its repository, and `mail` to queue a booking mail in the same commit. */
export type AgendaWork<T> = (appointments: Repository<Appointment>, mail: MailQueue) => Promise<T>;
/** Tells live subscribers (see services.ts, which hands it the pub/sub bus). */
export type AppointmentPublisher = (event: AppointmentChangedEvent) => void;
/** A change's row and who hears of it. */
export interface AgendaChange {
  id: string;
  kind: AppointmentChangeKind;
  clientId: string | null;
  /** The barber whose agenda it is in (issue 32); change() reads it from the row it answers when left out. */
  barberId?: string | null;
  /** A reassignment's former barber. */
  previousBarberId?: string | null;
}

/**
 * One barber, one agenda: changes to a barber's appointments take turns on that barber's transaction lock. Two
 * writes racing for a slot would otherwise each wait in the EXCLUDE check on the other's uncommitted row, a
 * deadlock Postgres only breaks after deadlock_timeout (a second); in turn, the loser meets the committed winner
 * at once. New bookings share it among themselves: their INSERT … ON CONFLICT DO NOTHING waits for a conflicting
 * booking before it writes anything, which cannot deadlock, so 49 losers of a race learn it together instead of
 * one after another. Since issue 32 the constraint is per barber, so is the lock (decision 0031): two barbers'
 * agendas never wait on each other. A write that touches several (a reassignment, «Cualquiera» trying one
 * barber after another) takes theirs in one order, the ids sorted, so two such writes cannot wait in a circle.
 */
const AGENDA_LOCK = 0x61_67_65_6e; // 'agen'

/** Whose agendas a write touches (barber ids; null: an appointment left without one), and how. */
export interface AgendaLock {
  mode: 'shared' | 'exclusive';
  barbers: readonly (string | null)[];
}

/** The agendas of `barbers`, exclusively: what a change to existing appointments takes. */
export const changing = (...barbers: (string | null)[]): AgendaLock => ({ mode: 'exclusive', barbers });

/** How every change to appointments is written: in turn, with its mails in the same commit, then told live. */
export class Agenda {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: Pick<MailService, 'appointmentChanged'>,
    private readonly publisher: AppointmentPublisher,
  ) {}

  /** Runs a write and queues its mails in one transaction: the mails exist if and only if the change commits. */
  async write<T>(work: AgendaWork<T>, lock: AgendaLock): Promise<T> {
    const keys = [...new Set(lock.barbers.map((id) => id ?? ''))].sort();
    const take = lock.mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
    try {
      return await retryTransient(() =>
        this.dataSource.transaction(async (manager) => {
          // unnest yields the keys in the array's order, so they are taken in that order.
          await manager.query(`SELECT ${take}($1, hashtext(id)) FROM unnest($2::text[]) AS id`, [AGENDA_LOCK, keys]);
          const appointments = manager.getRepository(Appointment);
          return work(appointments, async (event, appointment, other) => {
            const current =
              typeof appointment === 'string' ? await appointments.findOneByOrFail({ id: appointment }) : appointment;
            await this.mail.appointmentChanged(manager, event, current, other);
          });
        }),
      );
    } catch (error) {
      throw translateWriteError(error);
    }
  }

  /**
   * A write conditional on what was read: when it changes no row (someone changed the appointment in between),
   * `again` judges the request against what it is now; otherwise subscribers hear of it and it answers the new row.
   */
  async change(
    change: AgendaChange,
    work: AgendaWork<{ affected?: number | null }>,
    again: () => Promise<Appointment>,
    lock: AgendaLock,
  ): Promise<Appointment> {
    const result = await this.write(work, lock);
    if (!result.affected) return again();
    const changed = await this.dataSource.getRepository(Appointment).findOneByOrFail({ id: change.id });
    this.publish({ barberId: changed.barberId, ...change });
    return changed;
  }

  publish({ id, kind, clientId, barberId = null, previousBarberId = null }: AgendaChange): void {
    this.publisher({ kind, appointmentId: id, clientId, barberId, previousBarberId });
  }
}

function translateWriteError(error: unknown): unknown {
  if (isExclusionViolation(error)) return conflict(appointmentMessages.slotTaken);
  // The client's account was deleted while their token still works.
  if (isForeignKeyViolation(error, 'appointments_client_id_fkey')) return unauthenticated();
  // The cut was deleted between the check and the write.
  if (isForeignKeyViolation(error, 'appointments_cut_id_fkey')) return notFound(appointmentMessages.cutNotFound);
  return error;
}
