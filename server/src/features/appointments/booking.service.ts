import type { DataSource, Repository } from 'typeorm';
import { assignmentOrder } from '../../../../common/booking/any-barber';
import { bookingProblem } from '../../../../common/booking/booking-problem';
import type { BookingLeeway, HeldStart } from '../../../../common/booking/notice';
import { appointmentSpan } from '../../../../common/booking/slot-grid';
import {
  appointmentFormSchema,
  appointmentMessages,
  type AppointmentFormValues,
} from '../../../../common/validation/appointment';
import { barberMessages } from '../../../../common/validation/barber';
import { badInput, conflict, validate } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { auditBooked, auditRescheduled } from '../audit/appointment-audit';
import { AuditAction } from '../audit/audit-action';
import type { Barber } from '../barbers/barber.entity';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import type { Cut } from '../cuts/cut.entity';
import { BookingEvent } from '../mail/booking-mails';
import { isStaff } from '../../domain/agenda-scope';
import type { Agenda, AgendaLock, MailQueue } from './agenda';
import { AppointmentChangeKind } from './appointment-change';
import { cutNamed, cutOrFail } from './appointment-lookup';
import { AppointmentStatus } from './appointment-status';
import type { Appointment } from './appointment.entity';
import type { AppointmentInput } from './appointment.inputs';
import { barberCalendars, type BookingCalendars } from './booking-calendar';
import { bookableBarbers, dayLoads } from './booking-barbers';
import { everyoneHolds } from './everyone-holds';
import { assertLiveBookingsRoom } from './live-bookings-limit';
import type { ShopClock } from './shop-clock';
import { Turns } from '../../db/turns';

/** Half the connection pool's default (app.ts): the other half stays free for everything else going on. */
const BOOKINGS_AT_ONCE = 5;

/** Who an appointment is for and the status it starts in. */
export interface BookingParty {
  clientId: string | null;
  walkInName: string | null;
  walkInPhone: string | null;
  status: AppointmentStatus;
}

/** A client booking for themselves: pending until the barber confirms. */
export const ownBooking = (viewer: Viewer): BookingParty => ({
  clientId: viewer.id,
  walkInName: null,
  walkInPhone: null,
  status: AppointmentStatus.PENDING,
});

/** A booking every rule of the shop accepted (check), ready to write. */
export interface CheckedBooking {
  cut: Cut;
  slot: { date: string; time: string; duration: number };
  note: string | null;
  rules: BookingRulesView;
  /**
   * Whose agenda it may go in, each one's calendar accepting it: the one barber named (or kept), or for
   * «Cualquiera» every active barber who does the cut and is free by their rules, in display order.
   */
  barbers: Barber[];
  /** «Cualquiera»: the server chooses among `barbers` when it writes (decision 0031). */
  anyBarber: boolean;
  /** Where the booking came from (issue 33); null: the app. */
  source?: string | null;
}

/** How a booking is checked: see BookingLeeway for `barber` and `outsideHours`. */
export interface CheckOptions extends Pick<BookingLeeway, 'barber' | 'outsideHours'> {
  /** The appointment being edited: its held start and cut keep, and so does its barber unless another is named. */
  current?: Appointment;
  /** The barber kept when the request names none (a «Reprogramar» keeps the confirmed one's). */
  keepBarber?: string | null;
}

/** The start a pending appointment holds, which editing may keep whatever the notice (bookingProblem). */
export const heldStart = (a: Appointment): HeldStart | undefined =>
  a.status === AppointmentStatus.PENDING ? { date: a.date, time: a.time } : undefined;

/** The columns Postgres fills in on insert. */
interface InsertedRow {
  id: string;
  created_at: Date;
  updated_at: Date;
  barber_id: string;
  barber_name: string;
}

/**
 * Every new appointment is checked and written here: a client's own request, the barber's booking for a
 * client or a walk-in (BarberBookingService), and the new time of a client's «Reprogramar», so each
 * booking rule (SPEC §4–§5, issues 15 and 29) applies to all of them.
 */
export class BookingService {
  /**
   * New bookings take turns, a few at a time (issue 32: 200 clients at once for one time with «Cualquiera»). In
   * turn, the first ones commit early and the ones after them are refused by everyoneHolds' one statement,
   * instead of all of them reading, checking and waiting in transactions together.
   */
  private readonly turns = new Turns(BOOKINGS_AT_ONCE);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    private readonly calendars: BookingCalendars,
    private readonly agenda: Agenda,
  ) {}

  async create(
    viewer: Viewer,
    input: AppointmentInput,
    party: BookingParty = ownBooking(viewer),
    { outsideHours = false }: { outsideHours?: boolean } = {},
  ): Promise<Appointment> {
    const byBarber = isStaff(viewer);
    const booked = await this.turns.run(async () => {
      const values = await this.validate(input);
      if (!input.barberId && values.cutId && (await everyoneHolds(this.dataSource.manager, this.clock, values))) {
        throw conflict(appointmentMessages.slotTaken);
      }
      // The barber takes whoever is in front of him (issue 31): the client's notice and horizon are not his.
      const leeway = { barber: byBarber, outsideHours: byBarber && outsideHours };
      const booking = await this.checkValid(values, input.barberId ?? null, leeway);
      return this.agenda.write(async (appointments, mail) => {
        // The barber's bookings for a client are his call; a client's own request counts against their limit.
        if (!byBarber) {
          await assertLiveBookingsRoom(appointments.manager, this.clock, booking.rules, viewer.id);
        }
        return this.insert(appointments, mail, viewer, party, booking);
      }, this.lockFor(booking));
    });
    this.agenda.publish({
      id: booked.id,
      kind: AppointmentChangeKind.CREATED,
      clientId: party.clientId,
      barberId: booked.barberId,
    });
    return booked;
  }

  /**
   * Checks `input` against the calendar of the barber it goes to: the one named, else the one `current` or
   * `keepBarber` has, else «Cualquiera»: every active barber who does the cut, kept if their calendar accepts the
   * time. When none does, the first one's refusal is the answer (with one barber, exactly the shop's).
   */
  async check(input: AppointmentInput, options: CheckOptions = {}): Promise<CheckedBooking> {
    return this.checkValid(await this.validate(input), input.barberId ?? null, options);
  }

  private validate(input: AppointmentInput): Promise<AppointmentFormValues> {
    return validate(appointmentFormSchema(this.clock.today()), input);
  }

  /** check() once the input is valid; `named`: the barber the request names, if any. */
  private async checkValid(
    values: AppointmentFormValues,
    named: string | null,
    options: CheckOptions,
  ): Promise<CheckedBooking> {
    const { current, barber, outsideHours } = options;
    const db = this.dataSource.manager;
    const [cut, shop] = await Promise.all([
      values.cutId ? cutOrFail(db, values.cutId) : cutNamed(db, values.cutType ?? ''),
      this.calendars.of(values.date),
    ]);
    const duration = current && current.cutId === cut.id ? current.duration : cut.duration;
    const slot = { date: values.date, time: values.time, duration };
    const barberId = named || (current ? current.barberId : options.keepBarber) || null;
    const candidates = await bookableBarbers(db, barberId, cut.id, slot.date);
    if (!candidates.length) throw badInput(barberMessages.noneDoesCut);
    const calendars = barberCalendars(shop, candidates);
    const leeway = { held: current && heldStart(current), barber, outsideHours };
    const judged = calendars.map(({ barber: who, calendar }) => ({
      who,
      problem: bookingProblem(slot, calendar, leeway),
    }));
    const free = judged.filter((j) => !j.problem).map((j) => j.who);
    if (!free.length) throw badInput(judged[0].problem!);
    return {
      cut,
      slot,
      note: values.note ?? null,
      rules: calendars[0].calendar.rules,
      barbers: free,
      anyBarber: !barberId,
      source: current ? null : (values.source ?? null),
    };
  }

  /** The agendas a new booking writes in, shared with other new bookings (see Agenda). */
  lockFor(booking: CheckedBooking, ...changed: (string | null)[]): AgendaLock {
    const barbers = [...changed, ...booking.barbers.map((b) => b.id)];
    return { mode: changed.length ? 'exclusive' : 'shared', barbers };
  }

  /**
   * Writes a checked booking inside the agenda's transaction and answers the new row, read back from the insert
   * itself; a time someone else holds is a conflict (the EXCLUDE constraint is the only one). `replacing`: the
   * confirmed appointment a client's «Reprogramar» took away in this transaction, so mails and trail tell one
   * reschedule rather than a cancellation and a new request.
   */
  async insert(
    appointments: Repository<Appointment>,
    mail: MailQueue,
    viewer: Viewer,
    party: BookingParty,
    booking: CheckedBooking,
    replacing?: Appointment,
  ): Promise<Appointment> {
    const { cut, slot, note, rules } = booking;
    const values = {
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
      source: booking.source ?? null,
      ...appointmentSpan(this.clock, { ...slot, duration: cut.duration }, rules),
    };
    const written = await this.insertFirstFree(appointments, values, booking);
    if (!written) throw conflict(appointmentMessages.slotTaken);
    const booked = appointments.create({
      ...values,
      id: written.id,
      barberId: written.barber_id,
      barberName: written.barber_name,
      createdAt: written.created_at,
      updatedAt: written.updated_at,
    });
    if (replacing) {
      await mail(BookingEvent.RESCHEDULED_FROM, replacing, booked);
      await mail(BookingEvent.RESCHEDULED, booked, replacing);
      await auditRescheduled(appointments.manager, replacing, booked);
      return booked;
    }
    // The barber's booking is born confirmed: its client gets the confirmation (a walk-in has no account, no mail).
    await mail(party.status === AppointmentStatus.CONFIRMED ? BookingEvent.CONFIRMED : BookingEvent.RECEIVED, booked);
    const action = isStaff(viewer) ? AuditAction.APPOINTMENT_BOOKED : AuditAction.APPOINTMENT_REQUESTED;
    await auditBooked(appointments.manager, booked, action);
    return booked;
  }

  /**
   * Writes the row for the first barber who can still take it: the one named, or for «Cualquiera» the free ones
   * by assignmentOrder (fewest appointments that day, ties in display order), counted here, under the agenda's
   * lock, leaving out those already holding that time. A barber whose time someone took meanwhile writes
   * nothing (the constraint refuses it without an error), and the next one is tried; undefined when none is left.
   */
  private async insertFirstFree(
    appointments: Repository<Appointment>,
    values: Record<string, unknown> & { startsAt: Date; blockedUntil: Date },
    { barbers, anyBarber, slot }: CheckedBooking,
  ): Promise<InsertedRow | undefined> {
    let order = barbers;
    if (anyBarber) {
      const ids = barbers.map((b) => b.id);
      const { counts, busy } = await dayLoads(appointments.manager, slot.date, ids, values);
      order = assignmentOrder(
        barbers.filter((b) => !busy.has(b.id)),
        counts,
      );
    }
    for (const barber of order) {
      const result = await appointments
        .createQueryBuilder()
        .insert()
        .values({ ...values, barberId: barber.id, barberName: barber.name })
        .orIgnore()
        .returning(['id', 'createdAt', 'updatedAt', 'barberId', 'barberName'])
        .execute();
      const [written] = result.raw as InsertedRow[];
      if (written) return written;
    }
    return undefined;
  }
}
