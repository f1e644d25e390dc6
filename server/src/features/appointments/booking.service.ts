import type { DataSource, Repository } from 'typeorm';
import { bookingProblem } from '../../../../common/booking/booking-problem';
import type { BookingLeeway, HeldStart } from '../../../../common/booking/notice';
import { appointmentSpan } from '../../../../common/booking/slot-grid';
import { appointmentFormSchema, appointmentMessages } from '../../../../common/validation/appointment';
import { badInput, conflict, validate } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { auditBooked, auditRescheduled } from '../audit/appointment-audit';
import { AuditAction } from '../audit/audit-action';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import type { Cut } from '../cuts/cut.entity';
import { BookingEvent } from '../mail/booking-mails';
import { isStaff } from '../../domain/agenda-scope';
import type { Agenda, MailQueue } from './agenda';
import { AppointmentChangeKind } from './appointment-change';
import { cutNamed, cutOrFail } from './appointment-lookup';
import { AppointmentStatus } from './appointment-status';
import type { Appointment } from './appointment.entity';
import type { AppointmentInput } from './appointment.inputs';
import type { BookingCalendars } from './booking-calendar';
import { assertLiveBookingsRoom } from './live-bookings-limit';
import type { ShopClock } from './shop-clock';

/** Who an appointment is for and the status it starts in. */
export interface BookingParty {
  clientId: string | null;
  walkInName: string | null;
  walkInPhone: string | null;
  status: AppointmentStatus;
  /** Whose agenda it goes in; absent, the database's default barber (a BARBER books into their own). */
  barberId?: string | null;
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
    // The barber takes whoever is in front of him (issue 31): the client's notice and horizon are not his.
    const booking = await this.check(input, { barber: byBarber, outsideHours: byBarber && outsideHours });
    const booked = await this.agenda.write(async (appointments, mail) => {
      // The barber's bookings for a client are his call; a client's own request counts against their limit.
      if (!byBarber) {
        await assertLiveBookingsRoom(appointments.manager, this.clock, booking.rules, viewer.id);
      }
      return this.insert(appointments, mail, viewer, party, booking);
    }, 'shared');
    this.agenda.publish({
      id: booked.id,
      kind: AppointmentChangeKind.CREATED,
      clientId: party.clientId,
      barberId: booked.barberId,
    });
    return booked;
  }

  /** `current`: the appointment being edited (its held start and cut keep); `barber`, `outsideHours`: see BookingLeeway. */
  async check(
    input: AppointmentInput,
    { current, barber, outsideHours }: { current?: Appointment } & Pick<BookingLeeway, 'barber' | 'outsideHours'> = {},
  ): Promise<CheckedBooking> {
    const values = await validate(appointmentFormSchema(this.clock.today()), input);
    const db = this.dataSource.manager;
    const cut = values.cutId ? await cutOrFail(db, values.cutId) : await cutNamed(db, values.cutType ?? '');
    const duration = current && current.cutId === cut.id ? current.duration : cut.duration;
    const slot = { date: values.date, time: values.time, duration };
    const calendar = await this.calendars.of(slot.date);
    const problem = bookingProblem(slot, calendar, { held: current && heldStart(current), barber, outsideHours });
    if (problem) throw badInput(problem);
    return { cut, slot, note: values.note ?? null, rules: calendar.rules };
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
    { cut, slot, note, rules }: CheckedBooking,
    replacing?: Appointment,
  ): Promise<Appointment> {
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
      ...(party.barberId ? { barberId: party.barberId } : {}),
      ...appointmentSpan(this.clock, { ...slot, duration: cut.duration }, rules),
    };
    const result = await appointments
      .createQueryBuilder()
      .insert()
      .values(values)
      .orIgnore()
      .returning(['id', 'createdAt', 'updatedAt', 'barberId', 'barberName'])
      .execute();
    const [written] = result.raw as InsertedRow[];
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
}
