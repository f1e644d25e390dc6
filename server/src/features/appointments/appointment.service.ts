import { Brackets, In, MoreThan, type DataSource, type FindOptionsWhere, type Repository } from 'typeorm';
import {
  appointmentFormSchema,
  moveAppointmentSchema,
  appointmentMessages,
  isIsoDate,
  rejectionSchema,
} from '../../../../common/validation/appointment';
import { clientMayEdit } from '../../../../common/appointment-status';
import { bookingRuleRefusals } from '../../../../common/validation/booking-rules';
import { isExclusionViolation, isForeignKeyViolation } from '../../db/pg-errors';
import { readProjected } from '../../db/projection';
import { retryTransient } from '../../db/retry-transient';
import { isUuid } from '../../db/uuid';
import { AuditAction } from '../audit/audit-action';
import { auditAppointmentRemoved, auditBooked, auditMoved, auditStatusChange } from '../audit/appointment-audit';
import type { Viewer } from '../../domain/viewer';
import { badInput, conflict, notFound, unauthenticated, validate } from '../../domain/errors';
import type { FieldSelection } from '../../db/field-selection';
import { Topic, type AppPubSub } from '../../events/pubsub';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import { BookingRulesService } from '../business-config/booking-rules.service';
import { BusinessConfig } from '../business-config/business-config.entity';
import { ClosedDatesService } from '../business-config/closed-dates.service';
import type { DayHours } from '../../../../common/opening-hours';
import { Cut } from '../cuts/cut.entity';
import { BookingEvent } from '../mail/booking-mails';
import type { MailService } from '../mail/mail.service';
import { Role } from '../../domain/role';
import { AppointmentChangeKind, type AppointmentChange, type AppointmentChangedEvent } from './appointment-change';
import { AppointmentOrder } from './appointment-order';
import {
  ADMIN_TRANSITIONS,
  AppointmentStatus,
  CLIENT_DELETABLE_STATUSES,
  isLive,
  LIVE_STATUSES,
  statusLabel,
} from './appointment-status';
import { Appointment } from './appointment.entity';
import type { AppointmentInput, MoveAppointmentInput } from './appointment.inputs';
import { addDays, type ShopClock } from './shop-clock';
import { assertLiveBookingsRoom, liveBookingsRoom } from './live-bookings-limit';
import type { LiveBookingsRoom } from './live-bookings-room.type';
import { adminMoveTooEarly } from '../../../../common/booking/admin-move-timing';
import { hoursProblem } from '../../../../common/booking/slot';
import { bookingProblem } from '../../../../common/booking/booking-problem';
import { cancellationCutoffStart } from '../../../../common/booking/cancellation-cutoff';
import type { HeldStart } from '../../../../common/booking/notice';
import { blockedUntil, bookableTimes } from '../../../../common/booking/slot-grid';
import { loadBookingCalendar } from './booking-rules';

export interface AppointmentFilter {
  from?: string | null;
  to?: string | null;
  status?: AppointmentStatus | null;
  orderBy?: AppointmentOrder | null;
}

/** Who an appointment is for and the status it starts in. */
export interface BookingParty {
  clientId: string | null;
  walkInName: string | null;
  walkInPhone: string | null;
  status: AppointmentStatus;
}

/** A client booking for themselves: pending until the barber confirms. */
const ownBooking = (viewer: Viewer): BookingParty => ({
  clientId: viewer.id,
  walkInName: null,
  walkInPhone: null,
  status: AppointmentStatus.PENDING,
});

/** The mail a status change sends the client (completing sends none). */
const STATUS_MAILS: Partial<Record<AppointmentStatus, BookingEvent>> = {
  [AppointmentStatus.CONFIRMED]: BookingEvent.CONFIRMED,
  [AppointmentStatus.CANCELLED]: BookingEvent.REJECTED,
};
/** The start a pending appointment holds, which editing may keep whatever the notice (bookingProblem). */
const heldStart = (a: Appointment): HeldStart | undefined =>
  a.status === AppointmentStatus.PENDING ? { date: a.date, time: a.time } : undefined;

/** Booking rules (SPEC §4–§5 and issue 3). Resolvers and REST only delegate here. */
/** A write inside the transaction: its repository, and `mail` to queue a booking mail in the same commit. */
type WriteWork<T> = (appointments: Repository<Appointment>, mail: MailQueue) => Promise<T>;
type MailQueue = (event: BookingEvent, appointment: string | Appointment) => Promise<void>;

/** A booking every rule of the shop accepted (checkBooking), ready to write. */
interface CheckedBooking {
  cut: Cut;
  slot: { date: string; time: string; duration: number };
  note: string | null;
  rules: BookingRulesView;
}

/**
 * One barber, one agenda: changes to appointments take turns on this transaction lock. Two writes racing for
 * a slot would otherwise each wait in the EXCLUDE check on the other's uncommitted row, a deadlock Postgres
 * only breaks after deadlock_timeout (a second); in turn, the loser meets the committed winner at once.
 * New bookings share it among themselves: their INSERT … ON CONFLICT DO NOTHING waits for a conflicting
 * booking before it writes anything, which cannot deadlock, so 49 losers of a race learn it together
 * instead of one after another.
 */
const AGENDA_LOCK = 0x61_67_65_6e; // 'agen'
type AgendaLock = 'shared' | 'exclusive';

export class AppointmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    private readonly openingHours: () => Promise<DayHours[]>,
    private readonly pubSub: AppPubSub,
    private readonly mail: Pick<MailService, 'appointmentChanged'>,
  ) {}

  private get appointments() {
    return this.dataSource.getRepository(Appointment);
  }

  /**
   * Every booking goes through here: a client's own (pending) and the barber's for a client or a
   * walk-in (`party`, see BarberBookingService), so each booking rule applies to both.
   */
  async create(
    viewer: Viewer,
    input: AppointmentInput,
    party: BookingParty = ownBooking(viewer),
  ): Promise<Appointment> {
    const byBarber = viewer.role === Role.ADMIN;
    // The barber may record someone already in the chair: the slot under way is his to book, not a client's.
    const booking = await this.checkBooking(input, { underWay: byBarber });
    let id: string;
    try {
      id = await this.write(async (appointments, mail) => {
        // The barber's bookings for a client are his call; a client's own request counts against their limit.
        if (!byBarber) {
          await assertLiveBookingsRoom(appointments.manager, this.clock, booking.rules, viewer.id);
        }
        return this.insertBooking(appointments, mail, viewer, party, booking);
      }, 'shared');
    } catch (error) {
      throw this.translateWriteError(error);
    }
    this.publish(AppointmentChangeKind.CREATED, id, party.clientId);
    return this.appointments.findOneByOrFail({ id });
  }

  /**
   * The client's "Reprogramar" (SPEC: a confirmed appointment's way to another time): the confirmed
   * appointment gives way to a new request in one transaction, so the client never holds both and
   * keeps the old one when the new time is refused. The cancellation cutoff applies as to cancelling.
   */
  async reschedule(viewer: Viewer, id: string, input: AppointmentInput): Promise<Appointment> {
    const current = await this.ownOrFail(viewer, id);
    if (current.status !== AppointmentStatus.CONFIRMED) throw badInput(appointmentMessages.notReschedulable);
    const rules = await new BookingRulesService(this.dataSource).get();
    const cutoff = cancellationCutoffStart(rules, this.clock);
    if (cutoff && current.startsAt < cutoff) throw await this.cutoffRefusal(rules);
    const booking = await this.checkBooking(input);
    let newId: string;
    try {
      newId = await this.write(async (appointments, mail) => {
        await assertLiveBookingsRoom(appointments.manager, this.clock, booking.rules, viewer.id, current);
        const freed = await this.deleteOwnDeletable(appointments, viewer, id, cutoff, [AppointmentStatus.CONFIRMED]);
        // The barber changed it in between (completed, deleted): nothing is booked.
        if (!freed.affected) throw badInput(appointmentMessages.notReschedulable);
        await mail(BookingEvent.CANCELLED_BY_CLIENT, current);
        await auditAppointmentRemoved(appointments.manager, current, AuditAction.APPOINTMENT_CANCELLED);
        return this.insertBooking(appointments, mail, viewer, ownBooking(viewer), booking);
      });
    } catch (error) {
      throw this.translateWriteError(error);
    }
    this.publish(AppointmentChangeKind.DELETED, id, viewer.id);
    this.publish(AppointmentChangeKind.CREATED, newId, viewer.id);
    return this.appointments.findOneByOrFail({ id: newId });
  }

  /**
   * The barber moves a pending or confirmed appointment to another day or time (a client's call, a closure):
   * the same rules as booking it there, its own old time free; service, price and status stay. Its client
   * is told by mail, with the calendar invitation updated.
   */
  async move(id: string, input: MoveAppointmentInput): Promise<Appointment> {
    const current = await this.anyOrFail(id);
    if (!isLive(current)) throw badInput(appointmentMessages.notMovable);
    const { date, time } = await validate(moveAppointmentSchema(this.clock.today()), input);
    if (date === current.date && time === current.time) return current;
    const slot = { date, time, duration: current.duration };
    const calendar = await loadBookingCalendar(this.dataSource, this.clock, this.openingHours, date);
    const problem = bookingProblem(slot, calendar);
    if (problem) throw badInput(problem);
    const startsAt = this.clock.instant(date, time);
    const endsAt = new Date(startsAt.getTime() + current.duration * 60_000);
    return this.writeChange(
      { id, kind: AppointmentChangeKind.UPDATED, clientId: current.clientId },
      async (appointments, mail) => {
        const written = await appointments.update(
          { id, status: current.status, date: current.date, time: current.time },
          { date, time, startsAt, endsAt, blockedUntil: blockedUntil(endsAt, calendar.rules) },
        );
        if (written.affected) {
          await mail(BookingEvent.MOVED_BY_SHOP, id);
          await auditMoved(appointments.manager, current, { date, time });
        }
        return written;
      },
      () => this.move(id, input),
    );
  }

  /** Writes a checked booking; a time someone else holds is a conflict (the EXCLUDE constraint is the only one). */
  private async insertBooking(
    appointments: Repository<Appointment>,
    mail: MailQueue,
    viewer: Viewer,
    party: BookingParty,
    { cut, slot, note, rules }: CheckedBooking,
  ): Promise<string> {
    const startsAt = this.clock.instant(slot.date, slot.time);
    const endsAt = new Date(startsAt.getTime() + cut.duration * 60_000);
    const result = await appointments
      .createQueryBuilder()
      .insert()
      .values({
        clientId: party.clientId,
        walkInName: party.walkInName,
        walkInPhone: party.walkInPhone,
        cutId: cut.id,
        cutType: cut.name,
        price: cut.price,
        duration: cut.duration,
        date: slot.date,
        time: slot.time,
        note,
        status: party.status,
        rejectionReason: null,
        hidden: false,
        startsAt,
        endsAt,
        blockedUntil: blockedUntil(endsAt, rules),
      })
      .orIgnore()
      .execute();
    const [written] = result.raw as { id: string }[];
    if (!written) throw conflict(appointmentMessages.slotTaken);
    // The barber's booking is born confirmed: its client gets the confirmation (a walk-in has no account, no mail).
    const event = party.status === AppointmentStatus.CONFIRMED ? BookingEvent.CONFIRMED : BookingEvent.RECEIVED;
    const booked = await appointments.findOneByOrFail({ id: written.id });
    await mail(event, booked);
    const action = viewer.role === Role.ADMIN ? AuditAction.APPOINTMENT_BOOKED : AuditAction.APPOINTMENT_REQUESTED;
    await auditBooked(appointments.manager, booked, action);
    return written.id;
  }

  /**
   * The client's edit: only pending or cancelled ones; a cancelled one is resubmitted (pending,
   * reason cleared). The price and duration snapshot changes only when the cut does.
   */
  async update(viewer: Viewer, id: string, input: AppointmentInput): Promise<Appointment> {
    const current = await this.ownOrFail(viewer, id);
    if (!clientMayEdit(current.status.toUpperCase())) throw badInput(appointmentMessages.notEditable);
    const { cut, slot, note, rules } = await this.checkBooking(input, { current });
    const keepSnapshot = cut.id === current.cutId;
    const duration = keepSnapshot ? current.duration : cut.duration;
    const startsAt = this.clock.instant(slot.date, slot.time);
    const endsAt = new Date(startsAt.getTime() + duration * 60_000);
    // Conditional on the status read above, so an admin confirming meanwhile is not overwritten.
    return this.writeChange(
      { id, kind: AppointmentChangeKind.UPDATED, clientId: viewer.id },
      async (appointments, mail) => {
        // Resubmitting a rejected one (or moving a past request ahead) is one more to come.
        await assertLiveBookingsRoom(appointments.manager, this.clock, rules, viewer.id, current);
        const written = await appointments.update(
          { id, clientId: viewer.id, status: current.status },
          {
            cutId: cut.id,
            cutType: keepSnapshot ? current.cutType : cut.name,
            price: keepSnapshot ? current.price : cut.price,
            duration,
            date: slot.date,
            time: slot.time,
            note,
            status: AppointmentStatus.PENDING,
            rejectionReason: null,
            startsAt,
            endsAt,
            blockedUntil: blockedUntil(endsAt, rules),
          },
        );
        const event = current.status === AppointmentStatus.CANCELLED ? BookingEvent.RESUBMITTED : BookingEvent.CHANGED;
        if (written.affected) await mail(event, id);
        return written;
      },
      () => this.update(viewer, id, input),
    );
  }

  /** The client's delete (SPEC: "Cancelar cita"); completed ones can only be hidden. */
  async deleteMine(viewer: Viewer, id: string): Promise<string> {
    const rules = await new BookingRulesService(this.dataSource).get();
    const cutoff = cancellationCutoffStart(rules, this.clock);
    const result = isUuid(id)
      ? await this.write(async (appointments, mail) => {
          const before = await appointments.findOneBy({ id, clientId: viewer.id });
          const deleted = await this.deleteOwnDeletable(appointments, viewer, id, cutoff);
          if (deleted.affected && before && isLive(before)) await mail(BookingEvent.CANCELLED_BY_CLIENT, before);
          if (deleted.affected && before) {
            await auditAppointmentRemoved(appointments.manager, before, AuditAction.APPOINTMENT_CANCELLED);
          }
          return deleted;
        })
      : { affected: 0 };
    if (!result.affected) {
      const current = await this.ownOrFail(viewer, id);
      if (cutoff && current.status === AppointmentStatus.CONFIRMED) throw await this.cutoffRefusal(rules);
      throw badInput(appointmentMessages.notDeletable);
    }
    this.publish(AppointmentChangeKind.DELETED, id, viewer.id);
    return id;
  }

  async setHidden(viewer: Viewer, id: string, hidden: boolean): Promise<Appointment> {
    const result = isUuid(id)
      ? await this.appointments.update({ id, clientId: viewer.id, status: AppointmentStatus.COMPLETED }, { hidden })
      : { affected: 0 };
    if (!result.affected) {
      await this.ownOrFail(viewer, id);
      throw badInput(appointmentMessages.notHideable);
    }
    this.publish(AppointmentChangeKind.UPDATED, id, viewer.id);
    return this.appointments.findOneByOrFail({ id });
  }

  /** The admin's moves: confirm, reject (with a reason) and complete; nothing else. */
  async setStatus(id: string, status: AppointmentStatus, rejectionReason?: string | null): Promise<Appointment> {
    const current = await this.anyOrFail(id);
    if (!ADMIN_TRANSITIONS[current.status].includes(status)) {
      throw badInput(`No se puede pasar una cita de ${statusLabel(current.status)} a ${statusLabel(status)}`);
    }
    const tooEarly = adminMoveTooEarly(status.toUpperCase(), current, this.clock);
    if (tooEarly) throw badInput(tooEarly);
    // A request left on a day the barber has since closed is not confirmed by a slip of the finger.
    if (status === AppointmentStatus.CONFIRMED) {
      const [closure] = await new ClosedDatesService(this.dataSource, this.clock.today).between(
        current.date,
        current.date,
      );
      if (closure) throw badInput(bookingRuleRefusals.confirmOnClosedDate(closure.note));
    }
    const reason =
      status === AppointmentStatus.CANCELLED
        ? (await validate(rejectionSchema, { rejectionReason: rejectionReason ?? '' })).rejectionReason
        : null;
    return this.writeChange(
      { id, kind: AppointmentChangeKind.STATUS_CHANGED, clientId: current.clientId },
      async (appointments, mail) => {
        const written = await appointments.update({ id, status: current.status }, { status, rejectionReason: reason });
        const event = STATUS_MAILS[status];
        if (written.affected && event) await mail(event, id);
        if (written.affected) await auditStatusChange(appointments.manager, current, status, reason);
        return written;
      },
      () => this.setStatus(id, status, rejectionReason),
    );
  }

  /** The admin may delete in any status. */
  async delete(id: string): Promise<string> {
    const current = await this.anyOrFail(id);
    const result = await this.write(async (appointments, mail) => {
      const deleted = await appointments.delete({ id });
      if (deleted.affected && isLive(current)) await mail(BookingEvent.CANCELLED_BY_SHOP, current);
      if (deleted.affected)
        await auditAppointmentRemoved(appointments.manager, current, AuditAction.APPOINTMENT_DELETED);
      return deleted;
    });
    if (!result.affected) throw notFound(appointmentMessages.notFound);
    this.publish(AppointmentChangeKind.DELETED, id, current.clientId);
    return id;
  }

  /** Past the cutoff a confirmed appointment is the shop's to change: the client is told to call. */
  private async cutoffRefusal(rules: BookingRulesView) {
    const config = await this.dataSource.getRepository(BusinessConfig).findOneBy({ id: 1 });
    return badInput(bookingRuleRefusals.cancellationClosed(rules.cancellationCutoffHours, config?.phone ?? null));
  }

  /** One statement, so a confirmation landing meanwhile is judged by the cutoff too. */
  private deleteOwnDeletable(
    appointments: Repository<Appointment>,
    viewer: Viewer,
    id: string,
    cutoff: Date | null,
    statuses: readonly AppointmentStatus[] = CLIENT_DELETABLE_STATUSES,
  ) {
    if (!cutoff) return appointments.delete({ id, clientId: viewer.id, status: In([...statuses]) });
    return appointments
      .createQueryBuilder()
      .delete()
      .where('id = :id AND client_id = :clientId', { id, clientId: viewer.id })
      .andWhere(
        new Brackets((q) => {
          q.where('(status = :confirmed AND starts_at >= :cutoff)', { confirmed: AppointmentStatus.CONFIRMED, cutoff });
          const free = statuses.filter((s) => s !== AppointmentStatus.CONFIRMED);
          if (free.length) q.orWhere('status IN (:...free)', { free });
        }),
      )
      .execute();
  }

  /** Newest created first; the history (includeHidden) also shows the ones taken off the list. */
  mine(viewer: Viewer, includeHidden = false): Promise<Appointment[]> {
    const where: FindOptionsWhere<Appointment> = { clientId: viewer.id };
    if (!includeHidden) where.hidden = false;
    return this.appointments.find({ where, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The client's next appointment still to come (pending or confirmed, not yet over), or null. */
  myNext(viewer: Viewer): Promise<Appointment | null> {
    return this.appointments.findOne({
      where: { clientId: viewer.id, status: In([...LIVE_STATUSES]), endsAt: MoreThan(this.clock.now()) },
      order: { startsAt: 'ASC', id: 'ASC' },
    });
  }

  /** How many more the client may book now (issue 29): the booking screen says it before they fill it in. */
  async myLiveBookings(viewer: Viewer): Promise<LiveBookingsRoom> {
    const rules = await new BookingRulesService(this.dataSource).get();
    return liveBookingsRoom(this.dataSource.manager, this.clock, rules, viewer.id);
  }

  /** Own or, for the admin, any; someone else's answers "not found", never its data. */
  get(viewer: Viewer, id: string): Promise<Appointment> {
    return viewer.role === Role.ADMIN ? this.anyOrFail(id) : this.ownOrFail(viewer, id);
  }

  /** The admin's calendar (by day and time unless asked newest-created first), optionally within [from, to] and one status. */
  list(filter: AppointmentFilter = {}, selection?: FieldSelection): Promise<Appointment[]> {
    for (const date of [filter.from, filter.to]) {
      if (date != null && !isIsoDate(date)) throw badInput(appointmentMessages.dateInvalid);
    }
    if (filter.from && filter.to && filter.to < filter.from) throw badInput(appointmentMessages.rangeInvalid);
    const query = this.appointments.createQueryBuilder('a');
    if (filter.from) query.andWhere('a.date >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.date <= :to', { to: filter.to });
    if (filter.status) query.andWhere('a.status = :status', { status: filter.status });
    if (filter.orderBy === AppointmentOrder.NEWEST_CREATED) {
      query.orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC');
    } else {
      query.orderBy('a.date', 'ASC').addOrderBy('a.time', 'ASC').addOrderBy('a.createdAt', 'ASC');
    }
    return selection ? readProjected(query, selection) : query.getMany();
  }

  /**
   * The slots of `date` still bookable with that cut: every rule of the shop (hours, closed dates,
   * breaks, notice, horizon) and not overlapping a live appointment or its buffer. `appointmentId`
   * (the viewer's own, being edited) does not count as taken.
   */
  async availableSlots(viewer: Viewer, date: string, cutId: string, appointmentId?: string | null): Promise<string[]> {
    // A third-party front end that forgot a parameter hears which one, not 'Corte no encontrado'.
    if (!date)
      throw badInput(appointmentMessages.dateRequired, [{ field: 'date', message: appointmentMessages.dateRequired }]);
    if (!isIsoDate(date)) throw badInput(appointmentMessages.dateInvalid);
    if (!cutId)
      throw badInput(appointmentMessages.cutRequired, [{ field: 'cutId', message: appointmentMessages.cutRequired }]);
    const cut = await this.cutOrFail(cutId);
    if (date < this.clock.today()) return [];
    const dayStart = this.clock.instant(date, '00:00');
    const dayEnd = this.clock.instant(addDays(date, 1), '00:00');
    const query = this.appointments
      .createQueryBuilder('a')
      .select(['a.startsAt', 'a.blockedUntil'])
      .where('a.status IN (:...live)', { live: LIVE_STATUSES })
      .andWhere('a.startsAt < :dayEnd AND a.blockedUntil > :dayStart', { dayStart, dayEnd });
    // The barber moving any appointment, or a client editing their own: its time does not count as taken.
    if (appointmentId && isUuid(appointmentId) && viewer.role === Role.ADMIN) {
      query.andWhere('a.id <> :appointmentId', { appointmentId });
    } else if (appointmentId && isUuid(appointmentId)) {
      query.andWhere(
        new Brackets((q) =>
          q
            .where('a.id <> :appointmentId', { appointmentId })
            .orWhere('a.clientId IS DISTINCT FROM :viewerId', { viewerId: viewer.id }),
        ),
      );
    }
    const [taken, calendar, held] = await Promise.all([
      query.getMany(),
      loadBookingCalendar(this.dataSource, this.clock, this.openingHours, date),
      appointmentId && isUuid(appointmentId)
        ? this.appointments.findOneBy({ id: appointmentId, clientId: viewer.id })
        : null,
    ]);
    return bookableTimes(
      date,
      cut.duration,
      calendar,
      taken.map((a) => ({ start: a.startsAt, end: a.blockedUntil })),
      // The barber's new booking (no appointment being moved) may take the slot under way, as create lets him.
      { held: held ? heldStart(held) : undefined, underWay: viewer.role === Role.ADMIN && !appointmentId },
    );
  }

  /**
   * The live appointments still to come that the weekly `hours` leave out (a day now closed, a time now
   * outside): booked under earlier hours, they stay until the barber moves or rejects them.
   */
  async outsideHours(hours: DayHours[]): Promise<Appointment[]> {
    const upcoming = await this.appointments.find({
      where: { status: In(LIVE_STATUSES), endsAt: MoreThan(this.clock.now()) },
      order: { date: 'ASC', time: 'ASC' },
    });
    return upcoming.filter((a) => hoursProblem({ date: a.date, time: a.time, duration: a.duration }, hours));
  }

  /** What a subscriber receives: the appointment read now, with its relations, or null once deleted. */
  async change(event: AppointmentChangedEvent): Promise<AppointmentChange> {
    const appointment =
      event.kind === AppointmentChangeKind.DELETED || !isUuid(event.appointmentId)
        ? null
        : await this.appointments.findOne({
            where: { id: event.appointmentId },
            relations: { client: true, cut: true },
          });
    return { kind: event.kind, appointmentId: event.appointmentId, appointment };
  }

  /** Admins see every change; a client only those of their own appointments. */
  static canSee(viewer: Viewer | null, event: AppointmentChangedEvent): boolean {
    if (!viewer) return false;
    return viewer.role === Role.ADMIN || (event.clientId !== null && event.clientId === viewer.id);
  }

  publish(kind: AppointmentChangeKind, appointmentId: string, clientId: string | null): void {
    this.pubSub.publish(Topic.AppointmentChanged, { kind, appointmentId, clientId });
  }

  /**
   * A write conditional on what was read: when it changes no row (someone changed the appointment in between),
   * `again` judges the request against what it is now; otherwise subscribers hear of it and it answers the new row.
   */
  private async writeChange(
    change: { id: string; kind: AppointmentChangeKind; clientId: string | null },
    work: WriteWork<{ affected?: number | null }>,
    again: () => Promise<Appointment>,
  ): Promise<Appointment> {
    let result;
    try {
      result = await this.write(work);
    } catch (error) {
      throw this.translateWriteError(error);
    }
    if (!result.affected) return again();
    this.publish(change.kind, change.id, change.clientId);
    return this.appointments.findOneByOrFail({ id: change.id });
  }

  /** Runs a write and queues its mails in one transaction: the mails exist if and only if the change commits. */
  private write<T>(work: WriteWork<T>, lock: AgendaLock = 'exclusive'): Promise<T> {
    return retryTransient(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.query(
          lock === 'shared' ? 'SELECT pg_advisory_xact_lock_shared($1)' : 'SELECT pg_advisory_xact_lock($1)',
          [AGENDA_LOCK],
        );
        const appointments = manager.getRepository(Appointment);
        return work(appointments, async (event, appointment) => {
          const current =
            typeof appointment === 'string' ? await appointments.findOneByOrFail({ id: appointment }) : appointment;
          await this.mail.appointmentChanged(manager, event, current);
        });
      }),
    );
  }

  /** `current`: the appointment being edited (its held start and cut keep); `underWay`: see BookingLeeway. */
  private async checkBooking(
    input: AppointmentInput,
    { current, underWay }: { current?: Appointment; underWay?: boolean } = {},
  ): Promise<CheckedBooking> {
    const values = await validate(appointmentFormSchema(this.clock.today()), input);
    const cut = values.cutId ? await this.cutOrFail(values.cutId) : await this.cutNamed(values.cutType ?? '');
    const duration = current && current.cutId === cut.id ? current.duration : cut.duration;
    const slot = { date: values.date, time: values.time, duration };
    const calendar = await loadBookingCalendar(this.dataSource, this.clock, this.openingHours, slot.date);
    const problem = bookingProblem(slot, calendar, { held: current && heldStart(current), underWay });
    if (problem) throw badInput(problem);
    return { cut, slot, note: values.note ?? null, rules: calendar.rules };
  }

  private async cutOrFail(id: string): Promise<Cut> {
    const cut = isUuid(id) ? await this.dataSource.getRepository(Cut).findOneBy({ id }) : null;
    if (!cut) throw notFound(appointmentMessages.cutNotFound);
    return cut;
  }

  private async cutNamed(name: string): Promise<Cut> {
    const cut = await this.dataSource
      .getRepository(Cut)
      .createQueryBuilder('c')
      .where('lower(c.name) = lower(:name)', { name: name.trim() })
      .getOne();
    if (!cut) throw badInput(appointmentMessages.cutTypeUnknown);
    return cut;
  }

  private async ownOrFail(viewer: Viewer, id: string): Promise<Appointment> {
    const appointment = isUuid(id) ? await this.appointments.findOneBy({ id, clientId: viewer.id }) : null;
    if (!appointment) throw notFound(appointmentMessages.notFound);
    return appointment;
  }

  private async anyOrFail(id: string): Promise<Appointment> {
    const appointment = isUuid(id) ? await this.appointments.findOneBy({ id }) : null;
    if (!appointment) throw notFound(appointmentMessages.notFound);
    return appointment;
  }

  private translateWriteError(error: unknown): unknown {
    if (isExclusionViolation(error)) return conflict(appointmentMessages.slotTaken);
    // The client's account was deleted while their token still works.
    if (isForeignKeyViolation(error, 'appointments_client_id_fkey')) return unauthenticated();
    // The cut was deleted between the check and the write.
    if (isForeignKeyViolation(error, 'appointments_cut_id_fkey')) return notFound(appointmentMessages.cutNotFound);
    return error;
  }
}
