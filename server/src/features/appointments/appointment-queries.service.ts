import { Brackets, In, MoreThan, type DataSource, type FindOptionsWhere } from 'typeorm';
import type { DayHours } from '../../../../common/opening-hours';
import { hoursProblem } from '../../../../common/booking/slot';
import { AVAILABLE_DAYS_MAX, availableDays, type AvailableDay } from '../../../../common/booking/available-days';
import { bookableTimes } from '../../../../common/booking/slot-grid';
import { bookingRuleRefusals } from '../../../../common/validation/booking-rules';
import { appointmentMessages, isIsoDate } from '../../../../common/validation/appointment';
import { readProjected } from '../../db/projection';
import { isUuid } from '../../db/uuid';
import { badInput, notFound } from '../../domain/errors';
import { barberMessages } from '../../../../common/validation/barber';
import type { Viewer } from '../../domain/viewer';
import type { FieldSelection } from '../../db/field-selection';
import type { BookingRulesService } from '../business-config/booking-rules.service';
import { agendaAppointmentOrFail, cutOrFail, ownAppointmentOrFail } from './appointment-lookup';
import { AppointmentChangeKind, type AppointmentChange, type AppointmentChangedEvent } from './appointment-change';
import { AppointmentOrder } from './appointment-order';
import { AppointmentStatus, LIVE_STATUSES } from './appointment-status';
import { Appointment } from './appointment.entity';
import type { BookingCalendars } from './booking-calendar';
import { heldStart } from './booking.service';
import { liveBookingsRoom } from './live-bookings-limit';
import type { LiveBookingsRoom } from './live-bookings-room.type';
import { addDays, type ShopClock } from './shop-clock';
import { Role } from '../../domain/role';
import { isStaff, ownAgenda } from '../../domain/agenda-scope';

/** A BARBER's free times are those of their own agenda unless they ask for another barber's (issue 32). */
const ownBarber = (viewer: Viewer): string | null => (viewer.role === Role.BARBER ? (viewer.barberId ?? null) : null);

export interface AppointmentFilter {
  from?: string | null;
  to?: string | null;
  status?: AppointmentStatus | null;
  orderBy?: AppointmentOrder | null;
  /** One barber's appointments (issue 32); every barber's when absent. */
  barberId?: string | null;
}

/** Every read of appointments: a client's own, the barber's calendar, the free times, what subscribers receive. */
export class AppointmentQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    private readonly calendars: BookingCalendars,
    private readonly bookingRules: BookingRulesService,
  ) {}

  private get appointments() {
    return this.dataSource.getRepository(Appointment);
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
    const rules = await this.bookingRules.get();
    return liveBookingsRoom(this.dataSource.manager, this.clock, rules, viewer.id);
  }

  /** A client's own; for the admin, any; for a BARBER, one of their agenda's. */
  get(viewer: Viewer, id: string): Promise<Appointment> {
    const db = this.dataSource.manager;
    return isStaff(viewer) ? agendaAppointmentOrFail(db, viewer, id, 'read') : ownAppointmentOrFail(db, viewer, id);
  }

  /** The admin's calendar (by day and time unless asked newest-created first), optionally within [from, to] and one status. */
  list(filter: AppointmentFilter = {}, selection?: FieldSelection, viewer?: Viewer): Promise<Appointment[]> {
    // A BARBER's calendar is their own agenda, whichever barber they ask for (issue 32).
    const own = viewer ? ownAgenda(viewer) : null;
    if (own) filter = { ...filter, barberId: own };
    for (const date of [filter.from, filter.to]) {
      if (date != null && !isIsoDate(date)) throw badInput(appointmentMessages.dateInvalid);
    }
    if (filter.from && filter.to && filter.to < filter.from) throw badInput(appointmentMessages.rangeInvalid);
    const query = this.appointments.createQueryBuilder('a');
    if (filter.from) query.andWhere('a.date >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.date <= :to', { to: filter.to });
    if (filter.status) query.andWhere('a.status = :status', { status: filter.status });
    if (filter.barberId) {
      if (!isUuid(filter.barberId)) throw notFound(barberMessages.notFound);
      query.andWhere('a.barberId = :barberId', { barberId: filter.barberId });
    }
    if (filter.orderBy === AppointmentOrder.NEWEST_CREATED) {
      query.orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC');
    } else {
      query.orderBy('a.date', 'ASC').addOrderBy('a.time', 'ASC').addOrderBy('a.createdAt', 'ASC');
    }
    return selection ? readProjected(query, selection) : query.getMany();
  }

  /**
   * «Solicitudes por confirmar» (issue 31): every request still waiting for the barber from the shop's today on,
   * soonest first, whatever month it falls in. Yesterday's are left out: their time is gone and the calendar
   * keeps them.
   */
  pending(selection?: FieldSelection, viewer?: Viewer): Promise<Appointment[]> {
    return this.list({ from: this.clock.today(), status: AppointmentStatus.PENDING }, selection, viewer);
  }

  /**
   * The slots of `date` still bookable with that cut: every rule of the shop (hours, closed dates,
   * breaks, notice, horizon) and not overlapping a live appointment or its buffer. `appointmentId`
   * (the viewer's own, being edited) does not count as taken. The barber's new booking has his leeway (issue 31):
   * from the slot under way, no notice or horizon, and with `outsideHours` the whole day.
   */
  async availableSlots(
    viewer: Viewer,
    date: string,
    cutId: string,
    appointmentId?: string | null,
    outsideHours = false,
    barberId: string | null = null,
  ): Promise<string[]> {
    // A third-party front end that forgot a parameter hears which one, not 'Corte no encontrado'.
    if (!date)
      throw badInput(appointmentMessages.dateRequired, [{ field: 'date', message: appointmentMessages.dateRequired }]);
    if (!isIsoDate(date)) throw badInput(appointmentMessages.dateInvalid);
    if (!cutId)
      throw badInput(appointmentMessages.cutRequired, [{ field: 'cutId', message: appointmentMessages.cutRequired }]);
    const cut = await cutOrFail(this.dataSource.manager, cutId);
    if (date < this.clock.today()) return [];
    barberId ??= ownBarber(viewer);
    const dayStart = this.clock.instant(date, '00:00');
    const dayEnd = this.clock.instant(addDays(date, 1), '00:00');
    const barber = isStaff(viewer) && !appointmentId;
    const [taken, calendar, held] = await Promise.all([
      this.takenBetween(viewer, dayStart, dayEnd, appointmentId, barberId).getMany(),
      this.calendars.of(date),
      appointmentId && isUuid(appointmentId)
        ? this.appointments.findOneBy({ id: appointmentId, clientId: viewer.id })
        : null,
    ]);
    return bookableTimes(
      date,
      cut.duration,
      calendar,
      taken.map((a) => ({ start: a.startsAt, end: a.blockedUntil })),
      // The barber's new booking (no appointment being moved) has the leeway create gives him.
      { held: held ? heldStart(held) : undefined, barber, outsideHours: barber && outsideHours },
    );
  }

  /**
   * The live appointments that reach into [start, end): what the free times cannot overlap. The barber moving
   * any appointment, or a client editing their own: its time does not count as taken.
   */
  private takenBetween(
    viewer: Viewer,
    start: Date,
    end: Date,
    appointmentId?: string | null,
    barberId?: string | null,
  ) {
    const query = this.appointments
      .createQueryBuilder('a')
      .select(['a.startsAt', 'a.blockedUntil'])
      .where('a.status IN (:...live)', { live: LIVE_STATUSES })
      .andWhere('a.startsAt < :dayEnd AND a.blockedUntil > :dayStart', { dayStart: start, dayEnd: end });
    if (barberId && isUuid(barberId)) query.andWhere('a.barberId = :barberId', { barberId });
    if (appointmentId && isUuid(appointmentId) && isStaff(viewer)) {
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
    return query;
  }

  /**
   * The booking strip (issue 31): for each day from `from` to `to` (at most AVAILABLE_DAYS_MAX), the times a
   * client could book with that cut and, when none, why. The same rules as availableSlots (common/booking/),
   * with the range's bookings, rules and closures read at once rather than a day at a time. The client's
   * rules whoever asks: the barber's slot under way is his own form's business.
   */
  async availableDays(
    viewer: Viewer,
    from: string,
    to: string,
    cutId: string,
    appointmentId?: string | null,
    barberId: string | null = null,
  ): Promise<AvailableDay[]> {
    for (const [field, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!value)
        throw badInput(appointmentMessages.dateRequired, [{ field, message: appointmentMessages.dateRequired }]);
      if (!isIsoDate(value))
        throw badInput(appointmentMessages.dateInvalid, [{ field, message: appointmentMessages.dateInvalid }]);
    }
    if (to < from) throw badInput(appointmentMessages.rangeInvalid);
    if (addDays(from, AVAILABLE_DAYS_MAX - 1) < to)
      throw badInput(bookingRuleRefusals.availableDaysRange(AVAILABLE_DAYS_MAX));
    if (!cutId)
      throw badInput(appointmentMessages.cutRequired, [{ field: 'cutId', message: appointmentMessages.cutRequired }]);
    barberId ??= ownBarber(viewer);
    const rangeStart = this.clock.instant(from, '00:00');
    const rangeEnd = this.clock.instant(addDays(to, 1), '00:00');
    const ownId = appointmentId && isUuid(appointmentId) ? appointmentId : null;
    const [cut, taken, calendar, held] = await Promise.all([
      cutOrFail(this.dataSource.manager, cutId),
      this.takenBetween(viewer, rangeStart, rangeEnd, ownId, barberId).getMany(),
      this.calendars.between(from, to),
      ownId ? this.appointments.findOneBy({ id: ownId, clientId: viewer.id }) : null,
    ]);
    return availableDays(
      from,
      to,
      cut.duration,
      calendar,
      taken.map((a) => ({ start: a.startsAt, end: a.blockedUntil })),
      { held: held ? heldStart(held) : undefined },
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

  /**
   * Admins see every change; a BARBER those of their own agenda, and a reassignment's leaving as well as its
   * arriving; a client only those of their own appointments.
   */
  static canSee(viewer: Viewer | null, event: AppointmentChangedEvent): boolean {
    if (!viewer) return false;
    if (viewer.role === Role.ADMIN) return true;
    if (viewer.role === Role.BARBER) {
      return !!viewer.barberId && (event.barberId === viewer.barberId || event.previousBarberId === viewer.barberId);
    }
    return event.clientId !== null && event.clientId === viewer.id;
  }
}
