import type { DataSource } from 'typeorm';
import { walkInMessages, walkInSchema } from '../../../../common/validation/walk-in';
import { isUuid } from '../../db/uuid';
import type { Viewer } from '../../domain/viewer';
import { badInput, notFound, validate } from '../../domain/errors';
import { Role } from '../../domain/role';
import { assertOwnAgenda, ownAgenda } from '../../domain/agenda-scope';
import { User } from '../users/user.entity';
import { AppointmentStatus } from './appointment-status';
import type { Appointment } from './appointment.entity';
import type { BookingParty, BookingService } from './booking.service';
import type { BarberService } from '../barbers/barber.service';
import type { BarberAppointmentInput } from './barber-booking.inputs';

/**
 * The barber books from the calendar for a registered client or for someone without an account
 * (walk-in or phone call). Decision: it is confirmed at once, because the barber is the one who
 * confirms; the booking itself goes through BookingService.create, with the barber's leeway (issue 31):
 * no notice or horizon, and the hours, breaks and closed days only with his confirmation (`outsideHours`).
 */
export class BarberBookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingService,
    private readonly barbers: BarberService,
  ) {}

  async book(barber: Viewer, input: BarberAppointmentInput): Promise<Appointment> {
    const { clientId, walkInName, walkInPhone, outsideHours, ...booking } = input;
    // A BARBER books for themselves (issue 32): naming another barber is refused, naming none is their own.
    assertOwnAgenda(barber, booking.barberId);
    const own = ownAgenda(barber);
    if (own) booking.barberId = own;
    const party = await this.party(clientId, walkInName, walkInPhone);
    const barberId = booking.barberId || (await this.ownBarberId(barber));
    return this.bookings.create(barber, { ...booking, barberId }, party, { outsideHours: outsideHours === true });
  }

  /**
   * Whose agenda a booking from the calendar goes in when it names no barber (issue 32): the barber the
   * account is, else (an admin who does not cut) the first active one; never «Cualquiera», the one at the
   * counter decides.
   */
  private async ownBarberId(viewer: Viewer): Promise<string | null> {
    const own = await this.barbers.ofUser(viewer.id);
    if (own?.active) return own.id;
    const [first] = await this.barbers.active();
    return first?.id ?? null;
  }

  private async party(
    clientId: string | null | undefined,
    walkInName: string | null | undefined,
    walkInPhone: string | null | undefined,
  ): Promise<BookingParty> {
    const hasName = !!walkInName?.trim();
    if (clientId && (hasName || walkInPhone?.trim())) {
      throw badInput(walkInMessages.whoAmbiguous, [{ field: 'clientId', message: walkInMessages.whoAmbiguous }]);
    }
    if (clientId) {
      const client = isUuid(clientId)
        ? await this.dataSource.getRepository(User).findOneBy({ id: clientId, role: Role.CLIENT })
        : null;
      if (!client) throw notFound(walkInMessages.clientNotFound);
      return { clientId, walkInName: null, walkInPhone: null, status: AppointmentStatus.CONFIRMED };
    }
    if (!hasName) {
      throw badInput(walkInMessages.whoRequired, [{ field: 'walkInName', message: walkInMessages.whoRequired }]);
    }
    const values = await validate(walkInSchema, { walkInName, walkInPhone });
    return {
      clientId: null,
      walkInName: values.walkInName,
      walkInPhone: values.walkInPhone ?? null,
      status: AppointmentStatus.CONFIRMED,
    };
  }
}
