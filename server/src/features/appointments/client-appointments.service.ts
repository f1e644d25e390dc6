import { Brackets, In, type DataSource, type Repository } from 'typeorm';
import { clientMayEdit } from '../../../../common/appointment-status';
import { cancellationCutoffStart } from '../../../../common/booking/cancellation-cutoff';
import { appointmentSpan } from '../../../../common/booking/slot-grid';
import { appointmentMessages } from '../../../../common/validation/appointment';
import { bookingRuleRefusals } from '../../../../common/validation/booking-rules';
import { isUuid } from '../../db/uuid';
import { badInput } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { auditAppointmentRemoved } from '../audit/appointment-audit';
import { AuditAction } from '../audit/audit-action';
import type { BookingRulesView } from '../business-config/booking-rules.entity';
import type { BookingRulesService } from '../business-config/booking-rules.service';
import { BusinessConfig } from '../business-config/business-config.entity';
import { BookingEvent } from '../mail/booking-mails';
import { changing, type Agenda } from './agenda';
import { AppointmentChangeKind } from './appointment-change';
import { ownAppointmentOrFail } from './appointment-lookup';
import { AppointmentStatus, CLIENT_DELETABLE_STATUSES, isLive } from './appointment-status';
import { Appointment } from './appointment.entity';
import type { AppointmentInput } from './appointment.inputs';
import { ownBooking, type BookingService } from './booking.service';
import { recordClientCancellation } from './client-cancellation-record';
import { assertLiveBookingsRoom } from './live-bookings-limit';
import type { ShopClock } from './shop-clock';

/** What a client does with their own appointments once booked: edit, reschedule, cancel, hide. */
export class ClientAppointmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    private readonly bookingRules: BookingRulesService,
    private readonly bookings: BookingService,
    private readonly agenda: Agenda,
  ) {}

  /**
   * The client's edit: only pending or cancelled ones; a cancelled one is resubmitted (pending,
   * reason cleared). The price and duration snapshot changes only when the cut does.
   */
  async update(viewer: Viewer, id: string, input: AppointmentInput): Promise<Appointment> {
    const current = await ownAppointmentOrFail(this.dataSource.manager, viewer, id);
    if (!clientMayEdit(current.status.toUpperCase())) throw badInput(appointmentMessages.notEditable);
    const { cut, slot, note, rules, barbers } = await this.bookings.check(input, { current });
    // Named or kept, one barber; an appointment left without one (its barber deleted) goes to the first free.
    const [barber] = barbers;
    const keepSnapshot = cut.id === current.cutId;
    const duration = keepSnapshot ? current.duration : cut.duration;
    // Conditional on the status read above, so an admin confirming meanwhile is not overwritten.
    return this.agenda.change(
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
            barberId: barber.id,
            barberName: barber.id === current.barberId ? current.barberName : barber.name,
            ...appointmentSpan(this.clock, { ...slot, duration }, rules),
          },
        );
        const event = current.status === AppointmentStatus.CANCELLED ? BookingEvent.RESUBMITTED : BookingEvent.CHANGED;
        if (written.affected) await mail(event, id);
        return written;
      },
      () => this.update(viewer, id, input),
      changing(current.barberId, barber.id),
    );
  }

  /**
   * The client's "Reprogramar" (SPEC: a confirmed appointment's way to another time): the confirmed
   * appointment gives way to a new request in one transaction, so the client never holds both and
   * keeps the old one when the new time is refused. The cancellation cutoff applies as to cancelling.
   */
  async reschedule(viewer: Viewer, id: string, input: AppointmentInput): Promise<Appointment> {
    const current = await ownAppointmentOrFail(this.dataSource.manager, viewer, id);
    if (current.status !== AppointmentStatus.CONFIRMED) throw badInput(appointmentMessages.notReschedulable);
    const rules = await this.bookingRules.get();
    const cutoff = cancellationCutoffStart(rules, this.clock);
    if (cutoff && current.startsAt < cutoff) throw await this.cutoffRefusal(rules);
    // The new request stays with the confirmed one's barber unless the client names another.
    const booking = await this.bookings.check(input, { keepBarber: current.barberId });
    const booked = await this.agenda.write(
      async (appointments, mail) => {
        await assertLiveBookingsRoom(appointments.manager, this.clock, booking.rules, viewer.id, current);
        const freed = await this.deleteOwnDeletable(appointments, viewer, id, cutoff, [AppointmentStatus.CONFIRMED]);
        // The barber changed it in between (completed, deleted): nothing is booked.
        if (!freed.affected) throw badInput(appointmentMessages.notReschedulable);
        return this.bookings.insert(appointments, mail, viewer, ownBooking(viewer), booking, current);
      },
      this.bookings.lockFor(booking, current.barberId),
    );
    const { barberId } = current;
    this.agenda.publish({ id, kind: AppointmentChangeKind.DELETED, clientId: viewer.id, barberId });
    this.agenda.publish({
      id: booked.id,
      kind: AppointmentChangeKind.CREATED,
      clientId: viewer.id,
      barberId: booked.barberId,
    });
    return booked;
  }

  /** The client's delete (SPEC: "Cancelar cita"); completed ones can only be hidden. */
  async deleteMine(viewer: Viewer, id: string): Promise<string> {
    const rules = await this.bookingRules.get();
    const cutoff = cancellationCutoffStart(rules, this.clock);
    const barberId = isUuid(id) ? await this.barberOf(viewer, id) : undefined;
    const result =
      barberId !== undefined
        ? await this.agenda.write(async (appointments, mail) => {
            const before = await appointments.findOneBy({ id, clientId: viewer.id });
            const deleted = await this.deleteOwnDeletable(appointments, viewer, id, cutoff);
            // Deleting a rejected one is tidying up; only a pending or confirmed one is a cancellation.
            if (deleted.affected && before && isLive(before)) {
              await recordClientCancellation(appointments.manager, before, this.clock.now());
              await mail(BookingEvent.CANCELLED_BY_CLIENT, before);
            }
            if (deleted.affected && before) {
              await auditAppointmentRemoved(appointments.manager, before, AuditAction.APPOINTMENT_CANCELLED);
            }
            return deleted;
          }, changing(barberId))
        : { affected: 0 };
    if (!result.affected) {
      const current = await ownAppointmentOrFail(this.dataSource.manager, viewer, id);
      if (cutoff && current.status === AppointmentStatus.CONFIRMED) throw await this.cutoffRefusal(rules);
      throw badInput(appointmentMessages.notDeletable);
    }
    this.agenda.publish({ id, kind: AppointmentChangeKind.DELETED, clientId: viewer.id, barberId });
    return id;
  }

  async setHidden(viewer: Viewer, id: string, hidden: boolean): Promise<Appointment> {
    const appointments = this.dataSource.getRepository(Appointment);
    const result = isUuid(id)
      ? await appointments.update({ id, clientId: viewer.id, status: AppointmentStatus.COMPLETED }, { hidden })
      : { affected: 0 };
    if (!result.affected) {
      await ownAppointmentOrFail(this.dataSource.manager, viewer, id);
      throw badInput(appointmentMessages.notHideable);
    }
    const changed = await appointments.findOneByOrFail({ id });
    this.agenda.publish({ id, kind: AppointmentChangeKind.UPDATED, clientId: viewer.id, barberId: changed.barberId });
    return changed;
  }

  /** Whose agenda the client's own appointment `id` is in (null: none); undefined when it is not theirs. */
  private async barberOf(viewer: Viewer, id: string): Promise<string | null | undefined> {
    const own = await this.dataSource
      .getRepository(Appointment)
      .findOne({ select: { id: true, barberId: true }, where: { id, clientId: viewer.id } });
    return own ? own.barberId : undefined;
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
}
