import { In, MoreThan, type DataSource, type FindOptionsWhere } from 'typeorm';
import type { DayHours } from '../../../../common/opening-hours';
import { hoursProblem } from '../../../../common/booking/slot';
import { anyBarberDays, anyBarberTimes } from '../../../../common/booking/any-barber';
import {
  AVAILABLE_DAYS_MAX,
  availableDays,
  datesBetween,
  type AvailableDay,
} from '../../../../common/booking/available-days';
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
import { Barber } from '../barbers/barber.entity';
import { barberCalendars, type BookingCalendars } from './booking-calendar';
import { bookableBarbers, type BookableBarber } from './booking-barbers';
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
   * from the slot under way, no notice or horizon, and with `outsideHours` the whole day. Whose agenda (issue 32):
   * `barberId`'s, else that of the appointment being edited, else «Cualquiera»: every time at least one active
   * barber who does the cut could take, each judged by their own calendar and appointments.
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
    const [cut, editing] = await Promise.all([
      cutOrFail(this.dataSource.manager, cutId),
      this.editing(viewer, appointmentId),
    ]);
    const past = date < this.clock.today();
    const [barbers, shop] = await Promise.all([
      this.barbersWithAppointments(viewer, cut.id, date, date, editing, barberId),
      past ? null : this.calendars.of(date),
    ]);
    if (!shop) return [];
    const barber = isStaff(viewer) && !appointmentId;
    // The barber's new booking (no appointment being moved) has the leeway create gives him.
    const leeway = { held: ownHeld(viewer, editing), barber, outsideHours: barber && outsideHours };
    return anyBarberTimes(
      barberCalendars(shop, barbers).map(({ calendar }, i) =>
        bookableTimes(date, cut.duration, calendar, barbers[i].taken, leeway),
      ),
    );
  }

  /**
   * Whose free times these are: the barber named, else the edited appointment's, else the viewer's own agenda
   * (a BARBER), else «Cualquiera»'s; each with their live appointments from `from` to `to`, the edited one left out.
   */
  private barbersWithAppointments(
    viewer: Viewer,
    cutId: string,
    from: string,
    to: string,
    editing: Appointment | null,
    barberId: string | null,
  ): Promise<BookableBarber[]> {
    return bookableBarbers(
      this.dataSource.manager,
      barberId || editing?.barberId || ownBarber(viewer),
      cutId,
      from,
      to,
      {
        start: this.clock.instant(from, '00:00'),
        end: this.clock.instant(addDays(to, 1), '00:00'),
        exceptId: editing?.id,
      },
    );
  }

  /**
   * The appointment `appointmentId` names if the viewer may edit or move it: a client's own, for the admin any,
   * for a BARBER one of their agenda (issue 32).
   */
  private async editing(viewer: Viewer, appointmentId?: string | null): Promise<Appointment | null> {
    if (!appointmentId || !isUuid(appointmentId)) return null;
    const found = await this.appointments.findOneBy({ id: appointmentId });
    if (!found) return null;
    const mayMove = isStaff(viewer) && (viewer.role === Role.ADMIN || found.barberId === viewer.barberId);
    return mayMove || found.clientId === viewer.id ? found : null;
  }

  /**
   * The booking strip (issue 31): for each day from `from` to `to` (at most AVAILABLE_DAYS_MAX), the times a
   * client could book with that cut and, when none, why. The same rules as availableSlots (common/booking/),
   * with the range's bookings, rules and closures read at once rather than a day at a time. The client's
   * rules whoever asks: the barber's slot under way is his own form's business. For «Cualquiera», each day is
   * what any barber could take (anyBarberDays), with the reason when none has a time.
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
    const [cut, editing] = await Promise.all([
      cutOrFail(this.dataSource.manager, cutId),
      this.editing(viewer, appointmentId),
    ]);
    const [barbers, shop] = await Promise.all([
      this.barbersWithAppointments(viewer, cut.id, from, to, editing, barberId),
      this.calendars.between(from, to),
    ]);
    if (!barbers.length) return noBarberDays(from, to);
    const leeway = { held: ownHeld(viewer, editing) };
    const perBarber = barberCalendars(shop, barbers).map(({ calendar }, i) =>
      availableDays(from, to, cut.duration, calendar, barbers[i].taken, leeway),
    );
    return perBarber.length === 1 ? perBarber[0] : anyBarberDays(perBarber);
  }

  /**
   * The live appointments still to come that the weekly `hours` leave out (a day now closed, a time now
   * outside): booked under earlier hours, they stay until the barber moves or rejects them. A barber with
   * hours of their own (issue 32) is not bound by the shop's: their appointments are left out.
   */
  async outsideHours(hours: DayHours[]): Promise<Appointment[]> {
    const upcoming = await this.appointments
      .createQueryBuilder('a')
      .leftJoin(Barber, 'b', 'b.id = a.barberId')
      .where('a.status IN (:...live)', { live: LIVE_STATUSES })
      .andWhere('a.endsAt > :now', { now: this.clock.now() })
      .andWhere('b.hours IS NULL')
      .orderBy('a.date', 'ASC')
      .addOrderBy('a.time', 'ASC')
      .getMany();
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

/** The start a client's own pending appointment holds while they edit it (see heldStart). */
const ownHeld = (viewer: Viewer, editing: Appointment | null) =>
  editing && editing.clientId === viewer.id ? heldStart(editing) : undefined;

/** The strip when no active barber does the cut: nothing, and why. */
const noBarberDays = (from: string, to: string): AvailableDay[] =>
  datesBetween(from, to).map((date) => ({ date, free: [], reason: 'closed', message: barberMessages.noneDoesCut }));
