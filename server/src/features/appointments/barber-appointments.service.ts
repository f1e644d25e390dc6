import { IsNull, type DataSource } from 'typeorm';
import { adminMoveTooEarly } from '../../../../common/booking/admin-move-timing';
import { bookingProblem } from '../../../../common/booking/booking-problem';
import { appointmentSpan } from '../../../../common/booking/slot-grid';
import { appointmentMessages, moveAppointmentSchema, rejectionSchema } from '../../../../common/validation/appointment';
import { bookingRuleRefusals } from '../../../../common/validation/booking-rules';
import { badInput, notFound, validate } from '../../domain/errors';
import {
  auditAppointmentRemoved,
  auditMoved,
  auditReassigned,
  auditStatusChange,
  auditStatusUndone,
} from '../audit/appointment-audit';
import { currentActor } from '../audit/audit-actor';
import { AuditAction } from '../audit/audit-action';
import type { ClosedDatesService } from '../business-config/closed-dates.service';
import { BookingEvent } from '../mail/booking-mails';
import { changing, type Agenda } from './agenda';
import { AppointmentChangeKind } from './appointment-change';
import { agendaAppointmentOrFail, anyAppointmentOrFail } from './appointment-lookup';
import { assertOwnAgenda } from '../../domain/agenda-scope';
import { ADMIN_TRANSITIONS, AppointmentStatus, isLive, statusLabel } from './appointment-status';
import type { Appointment } from './appointment.entity';
import type { MoveAppointmentInput } from './appointment.inputs';
import type { BookingCalendars } from './booking-calendar';
import { keptBarber, namedBarber } from './booking-barbers';
import type { Viewer } from '../../domain/viewer';
import type { ShopClock } from './shop-clock';

/** The mail a status change sends the client (completing sends none). */
const STATUS_MAILS: Partial<Record<AppointmentStatus, BookingEvent>> = {
  [AppointmentStatus.CONFIRMED]: BookingEvent.CONFIRMED,
  [AppointmentStatus.CANCELLED]: BookingEvent.REJECTED,
};

/** How long a completion or a no-show can be taken back by whoever made it (what Booksy and Fresha offer). */
export const UNDO_WINDOW_MS = 10_000;

/**
 * The verdicts a slip of the finger can make and take back (they end the appointment's life). Both come only
 * from confirmed (ADMIN_TRANSITIONS), which is what undoing them restores.
 */
const UNDOABLE: readonly AppointmentStatus[] = [AppointmentStatus.COMPLETED, AppointmentStatus.NO_SHOW];

/** What the barber does with an appointment already booked: move it, confirm, reject or complete it, delete it. */
export class BarberAppointmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    private readonly calendars: BookingCalendars,
    private readonly closedDates: ClosedDatesService,
    private readonly agenda: Agenda,
  ) {}

  /**
   * Moves a pending or confirmed appointment to another day or time (a client's call, a closure): the same
   * rules as booking it there, its own old time free; service, price and status stay. Its barber stays too
   * unless `barberId` names another: a reassignment (issue 32), judged by the new barber's calendar and logged
   * as such; a BARBER moves within their own agenda only. Its client is told by mail, with the calendar
   * invitation updated.
   */
  async move(viewer: Viewer, id: string, input: MoveAppointmentInput): Promise<Appointment> {
    const current = await agendaAppointmentOrFail(this.dataSource.manager, viewer, id);
    assertOwnAgenda(viewer, input.barberId);
    if (!isLive(current)) throw badInput(appointmentMessages.notMovable);
    const { date, time } = await validate(moveAppointmentSchema(this.clock.today()), input);
    const reassigned = !!input.barberId && input.barberId !== current.barberId;
    if (date === current.date && time === current.time && !reassigned) return current;
    // The barber kept is judged as they are now, even inactive: the appointment is theirs already.
    const db = this.dataSource.manager;
    const target = reassigned
      ? await namedBarber(db, input.barberId!, current.cutId, date)
      : current.barberId
        ? await keptBarber(db, current.barberId, date)
        : null;
    const barber = target?.barber ?? null;
    const slot = { date, time, duration: current.duration };
    const calendar = target
      ? (await this.calendars.ofBarbers([target], date))[0].calendar
      : await this.calendars.of(date);
    const problem = bookingProblem(slot, calendar);
    if (problem) throw badInput(problem);
    const to = { date, time, barberName: reassigned && barber ? barber.name : current.barberName };
    return this.agenda.change(
      { id, kind: AppointmentChangeKind.UPDATED, clientId: current.clientId, previousBarberId: current.barberId },
      async (appointments, mail) => {
        const written = await appointments.update(
          {
            id,
            status: current.status,
            date: current.date,
            time: current.time,
            barberId: current.barberId ?? IsNull(),
          },
          {
            date,
            time,
            ...(reassigned && barber ? { barberId: barber.id, barberName: barber.name } : {}),
            ...appointmentSpan(this.clock, slot, calendar.rules),
          },
        );
        if (written.affected) {
          await mail(BookingEvent.MOVED_BY_SHOP, id);
          if (reassigned) await auditReassigned(appointments.manager, current, to);
          else await auditMoved(appointments.manager, current, { date, time });
        }
        return written;
      },
      () => this.move(viewer, id, input),
      changing(current.barberId, barber ? barber.id : null),
    );
  }

  /** The barber's verdicts: confirm, reject (with a reason) and complete; nothing else. */
  async setStatus(
    viewer: Viewer,
    id: string,
    status: AppointmentStatus,
    rejectionReason?: string | null,
  ): Promise<Appointment> {
    const current = await agendaAppointmentOrFail(this.dataSource.manager, viewer, id);
    if (!ADMIN_TRANSITIONS[current.status].includes(status)) {
      throw badInput(`No se puede pasar una cita de ${statusLabel(current.status)} a ${statusLabel(status)}`);
    }
    const tooEarly = adminMoveTooEarly(status.toUpperCase(), current, this.clock);
    if (tooEarly) throw badInput(tooEarly);
    // A request left on a day the barber has since closed is not confirmed by a slip of the finger.
    if (status === AppointmentStatus.CONFIRMED) {
      const [closure] = await this.closedDates.between(current.date, current.date);
      if (closure) throw badInput(bookingRuleRefusals.confirmOnClosedDate(closure.note));
    }
    const reason =
      status === AppointmentStatus.CANCELLED
        ? (await validate(rejectionSchema, { rejectionReason: rejectionReason ?? '' })).rejectionReason
        : null;
    return this.agenda.change(
      { id, kind: AppointmentChangeKind.STATUS_CHANGED, clientId: current.clientId },
      async (appointments, mail) => {
        const written = await appointments.update(
          { id, status: current.status },
          {
            status,
            rejectionReason: reason,
            statusChangedAt: this.clock.now(),
            statusChangedBy: currentActor()?.id ?? null,
          },
        );
        const event = STATUS_MAILS[status];
        if (written.affected && event) await mail(event, id);
        if (written.affected) await auditStatusChange(appointments.manager, current, status, reason);
        return written;
      },
      () => this.setStatus(viewer, id, status, rejectionReason),
      changing(current.barberId),
    );
  }

  /**
   * Takes back a completion or a no-show: the appointment returns to the status it had (confirmed), only for
   * the person who made the change and only within UNDO_WINDOW_MS of it, by the server's clock.
   */
  async undoStatus(viewer: Viewer, id: string): Promise<Appointment> {
    const current = await agendaAppointmentOrFail(this.dataSource.manager, viewer, id);
    const { statusChangedAt: changedAt, statusChangedBy: changedBy } = current;
    if (!UNDOABLE.includes(current.status) || !changedAt || changedBy !== viewer.id) {
      throw badInput(appointmentMessages.undoNothing);
    }
    if (this.clock.now().getTime() - changedAt.getTime() > UNDO_WINDOW_MS)
      throw badInput(appointmentMessages.undoExpired);
    const restored = AppointmentStatus.CONFIRMED;
    return this.agenda.change(
      { id, kind: AppointmentChangeKind.STATUS_CHANGED, clientId: current.clientId },
      async (appointments) => {
        // Taken back once: a second «Deshacer» finds nothing to undo.
        const written = await appointments.update(
          { id, status: current.status },
          { status: restored, statusChangedAt: null, statusChangedBy: null },
        );
        if (written.affected) await auditStatusUndone(appointments.manager, current, restored);
        return written;
      },
      () => this.undoStatus(viewer, id),
      changing(current.barberId),
    );
  }

  /** The barber may delete in any status. */
  async delete(id: string): Promise<string> {
    const current = await anyAppointmentOrFail(this.dataSource.manager, id);
    const result = await this.agenda.write(async (appointments, mail) => {
      const deleted = await appointments.delete({ id });
      if (deleted.affected && isLive(current)) await mail(BookingEvent.CANCELLED_BY_SHOP, current);
      if (deleted.affected)
        await auditAppointmentRemoved(appointments.manager, current, AuditAction.APPOINTMENT_DELETED);
      return deleted;
    }, changing(current.barberId));
    if (!result.affected) throw notFound(appointmentMessages.notFound);
    this.agenda.publish({
      id,
      kind: AppointmentChangeKind.DELETED,
      clientId: current.clientId,
      barberId: current.barberId,
    });
    return id;
  }
}
